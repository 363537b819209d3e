import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  CustomRoutes,
  Resource,
  type CustomRoutesProps,
  type ResourceDefinitions,
  type ResourceProps,
} from 'react-admin';

/** What the <Admin> children declare: its resources and its own routes, in the layout or not. */
export interface AdminChildren {
  resources: ReactElement<ResourceProps>[];
  routesInLayout: ReactNode[];
  routesWithoutLayout: ReactNode[];
}

/** The <Resource> and <CustomRoutes> children, read as react-admin reads them. */
export function readAdminChildren(children: ReactNode): AdminChildren {
  const read: AdminChildren = { resources: [], routesInLayout: [], routesWithoutLayout: [] };
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    if (child.type === Resource) read.resources.push(child as ReactElement<ResourceProps>);
    else if (child.type === CustomRoutes) {
      const { noLayout, children: routes } = child.props as CustomRoutesProps;
      (noLayout ? read.routesWithoutLayout : read.routesInLayout).push(routes);
    }
  }
  return read;
}

/**
 * The resources' definitions, as each would register itself. react-admin registers them in an
 * effect, so its first render knows no resource: no record representations (a reference shows
 * `#48`), no create buttons, and everything drawn again a render later. Given up front, the first
 * render (and the server's drawing, which runs no effect) is the finished screen.
 */
export const definitionsOf = (resources: ReactElement<ResourceProps>[]): ResourceDefinitions =>
  Object.fromEntries(
    resources.map((resource) => {
      const definition = Resource.registerResource(resource.props);
      return [definition.name, definition];
    }),
  );
