import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * How a generated list is shown at a page other than its resource's own: a view of the registry
 * (unclear waybills, unpaid shipments...) or a hand-written page that embeds the list.
 */
export interface ListView {
  /** Permanent filter in the `s` format; the user's filters add to it. */
  filter?: Record<string, unknown>;
  /** Columns the view adds to the list's (schema view `columns`). */
  columns?: readonly string[];
  /** Where the list keeps its own sort, page and filters (apart from the resource's page). */
  storeKey?: string;
  titleKey?: string;
  actions?: ComponentType;
  rowActions?: ComponentType;
}

const ListViewContext = createContext<ListView>({});

export const ListViewProvider = ({ children, ...view }: ListView & { children: ReactNode }) => (
  <ListViewContext.Provider value={view}>{children}</ListViewContext.Provider>
);

export const useListView = (): ListView => useContext(ListViewContext);
