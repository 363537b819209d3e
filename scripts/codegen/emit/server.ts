import type { Model } from '../model';
import { GENERATED_HEADER, literal } from './header';

/** server/generated/collections.ts: which registry resource answers each /api collection. */
export function emitServerCollections(model: Model): string {
  const collections = Object.fromEntries(model.resources.map((r) => [r.meta.api, r.meta.name]));
  return `${GENERATED_HEADER}
export const collections: Record<string, string> = ${literal(collections)};
`;
}

/**
 * server/generated/views.ts: each view of schema/pages.yaml with its resource, path and fixed
 * filter, for server code that links to a view (the notifications bell).
 */
export function emitServerViews(model: Model): string {
  const views = Object.fromEntries(
    model.routes.flatMap((route) =>
      route.view
        ? [
            [
              route.name,
              { resource: route.view.resource, path: route.path, filter: route.view.filter },
            ],
          ]
        : [],
    ),
  );
  return `${GENERATED_HEADER}
export interface ServerView {
  resource: string;
  path: string;
  filter: Record<string, unknown>;
}

export const views: Record<string, ServerView> = ${literal(views)};
`;
}
