import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { ListViewProvider, type ListView } from '../resourceViews/ListViewContext';

interface EmbeddedListProps extends Omit<ListView, 'actions' | 'rowActions'> {
  /** react-admin resource of the generated list, e.g. `oms/waybill`. */
  resource: string;
  /** The generated list, e.g. <WaybillList />. */
  children: ReactNode;
}

/**
 * A resource's generated list inside a hand-written page, narrowed by a fixed filter and keeping
 * its page, sort and filters under its own store key (apart from the resource's own page).
 */
export const EmbeddedList = ({ resource, children, ...view }: EmbeddedListProps) => (
  <ResourceContextProvider value={resource}>
    <ListViewProvider {...view}>{children}</ListViewProvider>
  </ResourceContextProvider>
);
