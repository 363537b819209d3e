import type { ReactElement, ReactNode } from 'react';
import { FilterButton, List, Pagination, TopToolbar, type SortPayload } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../config/adminConfig';
import { LiveTitle } from '../layout/header/LiveTitle';

interface StatsListProps {
  /** One of the table resources of STATS. */
  resource: string;
  /** The route's title key, e.g. `routes.archives`. */
  title: string;
  sort: SortPayload;
  filters?: ReactElement[];
  children: ReactNode;
}

/**
 * A statistics table paged by the server like any list (range, sort, Content-Range). The route
 * guard has already admitted the user and the API checks the role again, so react-admin's own
 * per-resource check is skipped: these names are not registry resources.
 */
export const StatsList = ({ resource, title, sort, filters, children }: StatsListProps) => (
  <>
    <List
      resource={resource}
      title={false}
      sort={sort}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      filters={filters}
      actions={
        filters ? (
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        ) : (
          false
        )
      }
      exporter={false}
      empty={false}
      disableAuthentication
    >
      {children}
    </List>
    <LiveTitle title={title} preferenceKey={`${resource}.list.title`} />
  </>
);
