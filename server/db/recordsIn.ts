/** Records of a collection whose field is one of some ids, in one query (none when there are none). */
import type { Transaction } from './store';
import type { DbRecord } from './types';

const BY_ID = { field: 'id', order: 'ASC' } as const;

export async function listIn(
  tx: Transaction,
  collection: string,
  field: string,
  ids: readonly (number | string)[],
): Promise<DbRecord[]> {
  if (ids.length === 0) return [];
  const values = new Set(ids.map(String));
  const condition =
    field === 'id'
      ? ({ kind: 'ids', ids: values } as const)
      : ({ kind: 'equals', field, values } as const);
  return (await tx.list(collection, { conditions: [condition], sort: BY_ID })).items;
}

/**
 * Updates the record with the values that differ from what it stores (`undefined` or null: no
 * value); answers the updated record, or undefined when nothing differed.
 */
export async function updateChanged(
  tx: Transaction,
  collection: string,
  record: DbRecord,
  values: Record<string, unknown>,
): Promise<DbRecord | undefined> {
  const differs = Object.entries(values).some(([field, value]) => !sameValue(record[field], value));
  return differs ? tx.update(collection, record, values) : undefined;
}

function sameValue(stored: unknown, value: unknown): boolean {
  if (value === undefined || value === null) return stored === undefined || stored === null;
  if (stored === undefined || stored === null) return false;
  if (typeof value === 'number') return Number(stored) === value;
  return stored === value;
}
