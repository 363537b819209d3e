/**
 * References are exported as the list shows them: the referenced record's representation
 * (a client's code, a company's short name), read once per referenced collection. A role that
 * may not look up the referenced resource sees the id only, as its reference fields would.
 * Ids compare as text, as everywhere in the API.
 */
import { resources } from '../../src/generated/registry';
import { canLookUp } from '../../src/registry/access';
import { recordsOf } from '../resources/findRecord';
import type { ResourceMeta } from '../../src/registry/types';
import type { Database, DbRecord } from '../storage/types';
import type { ReferenceNamer } from './exportColumns';

export function referenceNamer(db: Database, role: string | undefined): ReferenceNamer {
  const cache = new Map<string, ReadonlyMap<string, string>>();
  return (resourceName) => {
    const meta = resources[resourceName];
    if (!meta || !canLookUp(role, resourceName)) return undefined;
    const names = cache.get(resourceName) ?? namesOf(recordsOf(db, meta.api), meta);
    cache.set(resourceName, names);
    return (id) => names.get(String(id));
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
