/**
 * A reference always names an existing record (docs/api.md): a record that other records still
 * name is not deleted. In the transaction of every delete, whichever route made it (CRUD, an
 * action), once the other hooks have run, each deleted record is looked for in the fields that
 * may name it (server/generated/deleteReferrers.ts, from the registry); if any record still names
 * it, the write is refused whole, 409 saying how many records of which resources. Checked in the
 * deleting transaction, so no record naming it can be stored between the check and the delete
 * (SQLite: one writer; PostgreSQL: serializable, a colliding write is retried).
 */
import { resources } from '../../src/core/generated/registry';
import type { Translate } from '../../src/core/i18n';
import { collections } from '../generated/collections';
import { deleteReferrers } from '../generated/deleteReferrers';
import { WriteRefused } from '../http/writeRefused';
import type { Reader, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';

export const DELETE_MESSAGES = {
  stillNamed: 'deletes.stillNamed',
  referrer: 'deletes.referrer',
} as const;

interface Naming {
  resource: string;
  count: number;
}

/** How many records of each referring resource still name the record, where any do. */
async function namings(reader: Reader, resource: string, record: DbRecord): Promise<Naming[]> {
  const found: Naming[] = [];
  const values = new Set([String(record.id)]);
  for (const { resource: referrer, collection, field } of deleteReferrers[resource] ?? []) {
    const count = await reader.count(collection, [{ kind: 'equals', field, values }]);
    if (count > 0) found.push({ resource: referrer, count });
  }
  return found;
}

const said = (t: Translate, found: readonly Naming[]) => ({
  referrers: found
    .map(({ resource, count }) =>
      t(DELETE_MESSAGES.referrer, {
        smart_count: count,
        resource: t(`resources.${resources[resource].route}.name`, { smart_count: 1 }),
      }),
    )
    .join(', '),
});

export const referencedDeleteHook: WriteHook = async (tx, changes) => {
  for (const { collection, before, after } of changes) {
    if (!before || after) continue;
    const found = await namings(tx, collections[collection], before);
    if (found.length > 0)
      throw new WriteRefused(409, DELETE_MESSAGES.stillNamed, undefined, (t) => said(t, found));
  }
};
