import type { ReactElement, ReactNode } from 'react';
import {
  CreateButton,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  usePermissions,
  useResourceDefinition,
} from 'react-admin';
import { resources } from '../../generated/registry';
import { hasElementAccess } from '../../registry/access';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../config';
import { ExportXlsxButton } from './ExportXlsxButton';
import { useListView } from './ListViewContext';

interface ResourceListProps {
  resourceName: string;
  filters: ReactElement[];
  children: ReactNode;
}

/**
 * Server-paginated list with the registry's default sort and the spec's page sizes. At a view's
 * path it adds the view's fixed filter, title, store key and buttons.
 */
export const ResourceList = ({ resourceName, filters, children }: ResourceListProps) => {
  const { filter, storeKey, titleKey, actions: ViewActions } = useListView();
  const { permissions: role } = usePermissions<string>();
  const canExport = hasElementAccess(role, 'exportExcel');
  const { hasCreate } = useResourceDefinition();
  // Creating belongs to the resource's own page, not to a view of it (a view has a fixed filter).
  const createButton = filter === undefined && hasCreate;
  return (
    <List
      sort={resources[resourceName].sort}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      filters={filters}
      filter={filter}
      storeKey={storeKey}
      // A view's route guard has let the role in; the resource's own list page may stay closed.
      disableAuthentication={filter !== undefined}
      title={titleKey}
      // The Excel button downloads from the API; react-admin's own CSV export is not used.
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          {ViewActions && <ViewActions />}
          {createButton && <CreateButton />}
          {canExport && <ExportXlsxButton />}
        </TopToolbar>
      }
    >
      {children}
    </List>
  );
};
