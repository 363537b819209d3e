/**
 * Which fields of which resources must name no record of a resource before one of its records is
 * deleted (docs/decisions.md, "Deletes and references"): every `reference` field, except the
 * traces of who did something (a reference to a user that no request writes: `createdBy`,
 * `decidedBy`, the audit log's `userId`), which outlive the user they name.
 */
import type { FieldMeta } from '../../src/core/registry/types';
import type { Model } from './model';

export interface DeleteReferrer {
  /** The referring resource, its /api collection and its field naming the record. */
  resource: string;
  collection: string;
  field: string;
}

const USER = 'user';

/** A user written here by the server or an action, never by a request: a record of who acted. */
const isTrace = (field: FieldMeta & { type: 'reference' }): boolean =>
  field.reference === USER && field.readOnly;

/** Per referenced resource, in registry order, the fields that keep its records from deletion. */
export function deleteReferrers(model: Model): Record<string, DeleteReferrer[]> {
  const referrers: Record<string, DeleteReferrer[]> = {};
  for (const { meta } of model.resources)
    for (const field of meta.fields) {
      if (field.type !== 'reference' || isTrace(field)) continue;
      (referrers[field.reference] ??= []).push({
        resource: meta.name,
        collection: meta.api,
        field: field.name,
      });
    }
  return referrers;
}
