/**
 * What a list's `q` searches for the signed-in user (docs/api.md "List parameters"): the
 * resource's search fields (schema `search`), and through a reference what finds the record it
 * names for this role: that resource's own search text when the role may list it, else the
 * fields its lookup answers (names), within the user's row scope of it. A lookup (a role that
 * may not list the resource) searches its lookup fields alone, never a phone or a passport. No
 * field the role may not read whole (schema `readBy`) is searched: a match would tell its value.
 */
import { resources } from '../../src/core/generated/registry';
import { canAccess } from '../../src/core/rules/access';
import { limitedFields } from '../../src/core/registry/fieldReads';
import { isTextField, searchFields } from '../../src/core/registry/search';
import type { FieldMeta, ResourceMeta } from '../../src/core/registry/types';
import { scopeConditions } from '../access/rowScope';
import type { DbRecord } from '../db/types';
import type { ReferenceSearch } from '../db/conditions';
import { lookupFields } from './lookupMode';

export interface SearchPlan {
  fields: readonly string[];
  references: readonly ReferenceSearch[];
}

export function searchPlan(
  meta: ResourceMeta,
  role: string | undefined,
  user: DbRecord | undefined,
  lookupOnly: boolean,
): SearchPlan {
  if (lookupOnly) return { fields: readable(meta, role, lookupFields(meta, role)), references: [] };
  return {
    fields: readable(meta, role, textSearch(meta).fields),
    references: searchFields(meta).flatMap((field) =>
      field.type === 'reference' ? [referenceSearch(field, role, user)] : [],
    ),
  };
}

/** The search text fields alone: what `q` reads where no user asks (rows in memory). */
export function textSearch(meta: Pick<ResourceMeta, 'fields' | 'search'>): SearchPlan {
  const fields = searchFields(meta).filter(isTextField);
  return { fields: fields.map((field) => field.name), references: [] };
}

function referenceSearch(
  field: FieldMeta & { type: 'reference' },
  role: string | undefined,
  user: DbRecord | undefined,
): ReferenceSearch {
  const target = resources[field.reference];
  const fields = canAccess(role, 'list', target.name)
    ? textSearch(target).fields
    : lookupFields(target, role);
  return {
    field: field.name,
    collection: target.api,
    fields: readable(target, role, fields),
    scope: scopeConditions(target, user),
  };
}

/** The named fields `role` may read whole. */
function readable(meta: ResourceMeta, role: string | undefined, names: readonly string[]) {
  const limited = new Set(limitedFields(meta, role).map((field) => field.name));
  return names.filter((name) => !limited.has(name));
}
