import { createContext } from 'react';

/**
 * The tab the page being rendered belongs to, set by CachedOutlet around the page content (per
 * pane when pages are kept alive); undefined outside it and for pages that are no tab.
 */
export const TabPathContext = createContext<string | undefined>(undefined);
