import { demoHintsOf } from '../demoHints';
import type { Model } from '../model';
import { GENERATED_HEADER, literal } from './header';

/**
 * server/generated/demoHints.ts: the registry's `demo:` hints, for the generic demo data builder
 * (server/db/demoData/build/generic.ts). Server-side only: the app's bundle never holds them.
 */
export function emitDemoHints(model: Model): string {
  return `${GENERATED_HEADER}
import type { ResourceDemo } from '../../src/core/registry/types';

export const demoHints: Readonly<Record<string, ResourceDemo>> = ${literal(demoHintsOf(model.resources.map((r) => r.source)))};
`;
}
