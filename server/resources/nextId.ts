/**
 * The id of a new record, as json-server gives it: 1 in an empty collection, one more than the
 * largest numeric id, or a random 7-character text id when the collection has only text ids.
 * `taken`: ids already given to records of the same transaction, not stored yet.
 */
import { randomBytes } from 'node:crypto';
import type { CollectionIndex } from '../storage/collectionIndex';
import type { DbRecord } from '../storage/types';

export function nextId(
  index: CollectionIndex,
  taken: ReadonlySet<DbRecord['id']> = new Set(),
): DbRecord['id'] {
  let largest = 0;
  const consider = (id: DbRecord['id']) => {
    if (typeof id === 'number' && id > largest) largest = id;
  };
  for (const record of index.records) consider(record.id);
  taken.forEach(consider);
  if (largest > 0 || index.records.length + taken.size === 0) return largest + 1;
  let id: string;
  do id = randomBytes(6).toString('base64url').slice(0, 7);
  while (index.get(id) || taken.has(id));
  return id;
}
