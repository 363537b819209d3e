import { matchPath } from 'react-router-dom';
import { appRoutes, type AppRoute } from '../core/generated/routes';

/** The registry route a location belongs to: a page or view exactly, a resource with its subpaths. */
export function currentRoute(pathname: string): AppRoute | undefined {
  return (
    appRoutes.find((route) => route.kind !== 'resource' && matchPath(route.path, pathname)) ??
    appRoutes.find(
      (route) => route.kind === 'resource' && matchPath({ path: route.path, end: false }, pathname),
    )
  );
}
