/**
 * react-admin names resources by their page path ('oms/waybill'); the registry and the API name
 * them otherwise ('waybill', 'waybills'). This is the one place that translates between them.
 */
import { resources } from '../generated/registry';
import type { ResourceMeta } from '../registry/types';

const byRoute: ReadonlyMap<string, ResourceMeta> = new Map(
  Object.values(resources).map((meta) => [meta.route, meta]),
);

/** The registry resource shown at a react-admin resource name, if any. */
export const resourceAtRoute = (route: string): ResourceMeta | undefined => byRoute.get(route);

/** The API collection of a react-admin resource; names outside the registry are used as they are. */
export const apiCollection = (route: string): string => byRoute.get(route)?.api ?? route;

/** The registry name of a react-admin resource; names outside the registry are used as they are. */
export const registryName = (route: string): string => byRoute.get(route)?.name ?? route;

function metaOf(name: string): ResourceMeta {
  const meta = resources[name];
  if (meta === undefined) throw new Error(`No resource named ${name} in the registry`);
  return meta;
}

/** The route path (react-admin's resource name) of a registry resource: `client` → `system/client`. */
export const routePathOf = (name: string): string => metaOf(name).route;

/** The API collection of a registry resource: `client` → `clients`. */
export const apiPathOf = (name: string): string => metaOf(name).api;
