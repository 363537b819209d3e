import type { ReactNode } from 'react';
import {
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  useList,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../config/adminConfig';

interface LocalListProps {
  /** Rows already loaded (part of one statistics answer). */
  data: RaRecord[];
  /** The registry resource the rows describe, for column labels and row links. */
  resource: string;
  sort: SortPayload;
  children: ReactNode;
}

/** The first page of `data` in `sort`'s order, compared as react-admin's useList compares. */
function firstPage(data: RaRecord[], { field, order }: SortPayload): RaRecord[] {
  const direction = order === 'ASC' ? 1 : -1;
  const sorted = [...data].sort((a, b) =>
    a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0,
  );
  return sorted.slice(0, DEFAULT_PAGE_SIZE);
}

/**
 * A table over rows in memory, sorted and paged in the browser with the app's page sizes.
 * useList sorts and pages in an effect, so its first drawing is every row as given: the only
 * drawing a server makes, shown until the app takes it over. That drawing gets the first page
 * the effect will make.
 */
export const LocalList = ({ data, resource, sort, children }: LocalListProps) => {
  const list = useList({ data, sort, perPage: DEFAULT_PAGE_SIZE, resource });
  const shown = list.data === data ? { ...list, data: firstPage(data, sort) } : list;
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={shown}>
        {children}
        <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
