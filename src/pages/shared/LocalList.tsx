import type { ReactNode } from 'react';
import {
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  useList,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../app/config';

interface LocalListProps {
  /** Rows already loaded (part of one statistics answer). */
  data: RaRecord[];
  /** The registry resource the rows describe, for column labels and row links. */
  resource: string;
  sort: SortPayload;
  children: ReactNode;
}

/** A table over rows in memory, sorted and paged in the browser with the app's page sizes. */
export const LocalList = ({ data, resource, sort, children }: LocalListProps) => {
  const list = useList({ data, sort, perPage: DEFAULT_PAGE_SIZE, resource });
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>
        {children}
        <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
