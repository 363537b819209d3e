import { useTranslate } from 'react-admin';
import type { VisitedView } from './tagList';
import { defaultTabLabel } from './tabRoutes';

/** What a tab reads: the title its page gave it, else its route's title in the current language. */
export function useTabLabel(): (view: VisitedView) => string {
  const translate = useTranslate();
  return (view) => view.title ?? defaultTabLabel(view.path, translate);
}
