/**
 * References are exported as the list shows them: the referenced record's representation
 * (a client's code, a company's short name), read once per referenced collection, and only
 * the id and that field of each record. A role that may not look up the referenced resource, or
 * a record outside its row scope (another company's user), sees the id only, as its reference
 * fields would. Ids compare as text, as everywhere in the API.
 */
import { resources } from '../../src/core/generated/registry';
import { canLookUp, normalizeRole } from '../../src/core/rules/access';
import type { ResourceMeta } from '../../src/core/registry/types';
import { scopedRecords } from '../access/rowScope';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import type { ReferenceNamer } from './exportColumns';

/**
 * Reads the names of every resource of `resourceNames` the role may look up, before the export
 * begins (a cell is written synchronously), and names references from them.
 */
export async function referenceNamer(
  store: Store,
  user: DbRecord | undefined,
  resourceNames: Iterable<string>,
): Promise<ReferenceNamer> {
  const role = normalizeRole(typeof user?.role === 'string' ? user.role : undefined);
  const names = new Map<string, ReadonlyMap<string, string>>();
  for (const resourceName of new Set(resourceNames)) {
    const meta = resources[resourceName];
    if (!meta || !canLookUp(role, resourceName)) continue;
    const visible = await scopedRecords(store, meta, [meta.recordRepresentation], user);
    names.set(resourceName, namesOf(visible, meta));
  }
  return (resourceName) => {
    const loaded = names.get(resourceName);
    return loaded && ((id) => loaded.get(String(id)));
  };
}

function namesOf(records: readonly DbRecord[], meta: ResourceMeta): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const record of records) {
    const name = record[meta.recordRepresentation];
    if (name !== null && name !== undefined && name !== '')
      names.set(String(record.id), String(name));
  }
  return names;
}
