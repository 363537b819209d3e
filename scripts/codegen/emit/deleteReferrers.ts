import { deleteReferrers } from '../deleteReferrers';
import type { Model } from '../model';
import { GENERATED_HEADER, literal } from './header';

/**
 * server/generated/deleteReferrers.ts: per resource, the fields of other records that must name
 * none of its records before one is deleted (server/resources/referencedDelete.ts refuses it with 409).
 */
export function emitDeleteReferrers(model: Model): string {
  return `${GENERATED_HEADER}
export interface DeleteReferrer {
  resource: string;
  collection: string;
  field: string;
}

export const deleteReferrers: Readonly<Record<string, readonly DeleteReferrer[]>> = ${literal(deleteReferrers(model))};
`;
}
