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
import { resources } from '../../core/generated/registry';
import { hasElementAccess } from '../../core/registry/access';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../config';
import { ExportXlsxButton } from './ExportXlsxButton';
import { useListView } from './ListViewContext';

interface ResourceListProps {
  resourceName: string;
  filters: ReactElement[];
  /** The filters on the list's first open (schema `filterDefault`). */
  filterDefaultValues?: Record<string, unknown>;
  children: ReactNode;
}

/** A view's fixed filter wins: the defaults of the keys it sets would only mislead. */
const withoutFixed = (
  defaults: Record<string, unknown> | undefined,
  fixed: Record<string, unknown> | undefined,
) =>
  defaults && fixed
    ? Object.fromEntries(Object.entries(defaults).filter(([key]) => !(key in fixed)))
    : defaults;

/**
 * Server-paginated list with the registry's default sort and the spec's page sizes. At a view's
 * path it adds the view's fixed filter, title, store key and buttons.
 */
export const ResourceList = ({
  resourceName,
  filters,
  filterDefaultValues,
  children,
}: ResourceListProps) => {
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
      filterDefaultValues={withoutFixed(filterDefaultValues, filter)}
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
