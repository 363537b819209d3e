/** The tags view (issue 4): the tab strip, the page cache behind it, and a page's own tab title. */
export { TagsView } from './TagsView';
export { CachedOutlet } from './CachedOutlet';
export { useTabTitle } from './useTabTitle';
