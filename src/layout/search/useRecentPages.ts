import { useEffect } from 'react';
import { useStore } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { RECENT_KEY } from '../../preferences/persistedKeys';
import { currentRoute } from '../../routing/currentRoute';

const MAX_RECENT = 8;

/**
 * The paths of the pages the user opened last, newest first (at most 8), kept in react-admin's
 * store (so a logout forgets them). Every page opened counts, by the search menu or otherwise.
 */
export function useRecentPages(): string[] {
  const [recent, setRecent] = useStore<string[]>(RECENT_KEY, []);
  const { pathname } = useLocation();
  const path = currentRoute(pathname)?.path;
  useEffect(() => {
    if (path === undefined || path.includes(':')) return;
    setRecent((paths) => [path, ...paths.filter((other) => other !== path)].slice(0, MAX_RECENT));
  }, [path, setRecent]);
  return recent;
}
