import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { lazyPage } from '../pageLoading/lazyPage';
import { ListViewProvider, type ListView } from './ListViewContext';

type Load<T> = () => Promise<T>;

interface ViewOptions extends Omit<ListView, 'actions' | 'rowActions'> {
  /** react-admin resource whose list is shown, e.g. `oms/waybill`. */
  resource: string;
  actions?: Load<ComponentType>;
  rowActions?: Load<ComponentType>;
}

/** A registry view: the resource's generated list, loaded on demand, with the view's filter. */
export function lazyView(
  loadList: Load<ComponentType>,
  { resource, actions, rowActions, ...view }: ViewOptions,
) {
  return lazyPage(async () => {
    const [List, Actions, RowActions] = await Promise.all([
      loadList(),
      actions?.(),
      rowActions?.(),
    ]);
    const View = () => (
      <ResourceContextProvider value={resource}>
        <ListViewProvider {...view} actions={Actions} rowActions={RowActions}>
          <List />
        </ListViewProvider>
      </ResourceContextProvider>
    );
    return View;
  });
}
