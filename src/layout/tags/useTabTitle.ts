import { useContext, useEffect } from 'react';
import { TabPathContext } from './TabPathContext';
import { tagsStore } from './tagsStore';

/**
 * Gives the calling page's tab a title of its own (a waybill's tab shows its tracking number)
 * instead of its route's title, which tabs show by default. For pages only: outside the page
 * content (CachedOutlet) it does nothing. `undefined` (e.g. while the record loads) leaves the
 * title as it is. The title is kept with the tab, so it is back after a reload.
 */
export function useTabTitle(title: string | undefined): void {
  // Inside a kept-alive tab this is that tab, also while it is hidden.
  const path = useContext(TabPathContext);
  useEffect(() => {
    if (title && path !== undefined) tagsStore.setTitle(path, title);
  }, [path, title]);
}
