import type { Model } from '../model';
import { GENERATED_HEADER, literal } from './header';

/** server/generated/collections.ts: which registry resource answers each /api collection. */
export function emitServerCollections(model: Model): string {
  const collections = Object.fromEntries(model.resources.map((r) => [r.meta.api, r.meta.name]));
  return `${GENERATED_HEADER}
export const collections: Record<string, string> = ${literal(collections)};
`;
}
