import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  CreateButton,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useResourceContext,
  useResourceDefinition,
} from 'react-admin';
import { resources } from '../core/generated/registry';
import { hasElementAccess } from '../core/rules/access';
import { mayReadWhole } from '../core/registry/fieldReads';
import { isOfferedWith } from '../core/registry/listFilters';
import type { PrefetchMeta } from '../dataProvider/referencePrefetch';
import { useRole } from '../permissions/useRole';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../config/adminConfig';
import { ExportXlsxButton } from './ExportXlsxButton';
import { useListView } from './ListViewContext';
import { PhoneOrTable } from './PhoneList';
import { LiveTitle } from '../layout/header/LiveTitle';

interface ResourceListProps {
  resourceName: string;
  filters: ReactElement<{ source: string }>[];
  /** The filters on the list's first open (schema `filterDefault`). */
  filterDefaultValues?: Record<string, unknown>;
  /** The list under 600 px: a card per record (schema `phoneList`). */
  phone: ReactElement;
  /** The table. */
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
 * The filters the role may use: none on a field it may not read whole (schema `readBy`), which
 * the API refuses (a filter would tell its values).
 */
const readableFilters = (
  resourceName: string,
  role: string | undefined,
  filters: ResourceListProps['filters'],
): ResourceListProps['filters'] =>
  filters.filter((filter) => {
    const name = String(filter.props.source).replace(/_(gte|lte|exists)$/, '');
    const field = resources[resourceName].fields.find((candidate) => candidate.name === name);
    return field === undefined || mayReadWhole(role, field);
  });

/** The list's reference columns, whose records come with each page (referencePrefetch.ts). */
const prefetchOf = (resourceName: string): PrefetchMeta | undefined => {
  const prefetch = resources[resourceName].fields.flatMap((field) =>
    field.type === 'reference' && field.places.includes('list')
      ? [{ source: field.name, reference: resources[field.reference].route }]
      : [],
  );
  return prefetch.length > 0 ? { prefetch } : undefined;
};

/**
 * Server-paginated list with the registry's default sort and the spec's page sizes, a table or,
 * on a phone, a card per record. At a view's path it adds the view's fixed filter, title, store
 * key and buttons.
 */
export const ResourceList = ({
  resourceName,
  filters,
  filterDefaultValues,
  phone,
  children,
}: ResourceListProps) => {
  const { filter, storeKey, titleKey, actions: ViewActions } = useListView();
  const role = useRole();
  const canExport = hasElementAccess(role, 'exportExcel');
  const { hasCreate } = useResourceDefinition();
  const resource = useResourceContext();
  // Creating belongs to the resource's own page, not to a view of it (a view has a fixed filter).
  const createButton = filter === undefined && hasCreate;
  const meta = useMemo(() => prefetchOf(resourceName), [resourceName]);
  // A filter the view fixes would be overridden by it: not offered (listFilters.ts).
  const offered = useMemo(
    () =>
      readableFilters(resourceName, role, filters).filter((input) =>
        isOfferedWith(String(input.props.source), filter),
      ),
    [resourceName, role, filters, filter],
  );
  return (
    <>
      <List
        sort={resources[resourceName].sort}
        queryOptions={{ meta }}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
        filters={offered}
        filter={filter}
        filterDefaultValues={withoutFixed(filterDefaultValues, filter)}
        storeKey={storeKey}
        // Every list is behind a guard that has let the role in from the registry's rules: a
        // resource's page (guardResourcePage), a view or an embedding page (RouteGuard), whose own
        // resource page may stay closed. react-admin's checks would ask again, a render later.
        disableAuthentication
        title={false}
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
        <PhoneOrTable phone={phone}>{children}</PhoneOrTable>
      </List>
      {/* A view's own title; a resource's page leaves the slot empty for its route's title. */}
      {titleKey && <LiveTitle title={titleKey} preferenceKey={`${resource}.list.title`} />}
    </>
  );
};
