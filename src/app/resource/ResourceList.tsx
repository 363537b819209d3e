import type { ReactElement, ReactNode } from 'react';
import { List, Pagination } from 'react-admin';
import { resources } from '../../generated/registry';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../config';

interface ResourceListProps {
  resourceName: string;
  filters: ReactElement[];
  children: ReactNode;
}

/** Server-paginated list with the registry's default sort and the spec's page sizes. */
export const ResourceList = ({ resourceName, filters, children }: ResourceListProps) => (
  <List
    sort={resources[resourceName].sort}
    perPage={DEFAULT_PAGE_SIZE}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
    filters={filters}
  >
    {children}
  </List>
);
