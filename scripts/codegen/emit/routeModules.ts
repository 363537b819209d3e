import type { Model, ModelResource, ModelRoute } from '../model';
import { actionsModule, placeComponent } from './actionViews';
import { GENERATED_HEADER, literal } from './header';
import { listModule } from './views';

/** The modules of a list's toolbar and row buttons, as lazyView loads them beside the list. */
function buttonModules(
  model: Model,
  resource: ModelResource,
  place: string,
  handWritten: (string | undefined)[],
): string[] {
  const kinds = ['toolbar', 'row'] as const;
  return kinds.flatMap((kind, i) => {
    if (placeComponent(model, resource, place, kind))
      return [`src/generated/views/${actionsModule(resource.meta.name)}`];
    const own = handWritten[i];
    return own ? [`src/resources/${own}`] : [];
  });
}

/** The source modules (without extension) a route's screen loads first. */
function screenModules(model: Model, route: ModelRoute): string[] {
  if (route.kind === 'page') return [`src/pages/${route.component}`];
  const name = route.kind === 'view' ? route.view!.resource : route.name;
  const resource = model.resources.find((r) => r.meta.name === name)!;
  const buttons =
    route.kind === 'view'
      ? buttonModules(model, resource, route.name, [route.view!.actions, route.view!.rowActions])
      : buttonModules(model, resource, 'list', [
          resource.source.listActions,
          resource.source.rowActions,
        ]);
  return [...new Set([`src/generated/views/${listModule(name)}`, ...buttons])];
}

/**
 * server/generated/routeModules.ts: each page's path and the modules of its screen, so that the
 * build can list the screen's chunks (scripts/vite/routePreloads.ts) and the server name them in
 * the page (modulepreload, issue 13): the browser fetches them beside the entry script instead of
 * after it has run.
 */
export function emitRouteModules(model: Model): string {
  const entries = model.routes.map(
    (route) => `{ path: ${literal(route.path)}, modules: ${literal(screenModules(model, route))} }`,
  );
  return `${GENERATED_HEADER}
export interface RouteModules {
  /** Path pattern; \`:id\` marks a parameter. */
  path: string;
  /** Source modules of the screen, from the repository's root, without their extension. */
  modules: string[];
}

export const routeModules: readonly RouteModules[] = [
  ${entries.join(',\n  ')},
];
`;
}
