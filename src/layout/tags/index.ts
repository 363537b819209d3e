// Placeholder until the tags view lands (issue 4): the shell imports these names from here.
export { TagsView, CachedOutlet, useTabTitle } from './placeholder';
