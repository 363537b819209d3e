/**
 * A count kept on a record: how many records of another collection name it in one of their
 * fields (a client's `orderCount`, a user's `answeredCount`). In the transaction that creates,
 * deletes or moves a counted record to or from an owner (and, if asked, that creates an owner),
 * the count of each owner concerned is taken again from the stored records and written where it
 * differs, so it stays true whoever writes.
 */
import { listIn, updateChanged } from './recordsIn';
import { rowId } from './rowCodec';
import type { RecordChange, Transaction, WriteHook } from './store';

export interface ReferenceCount {
  /** The collection whose records are counted, and their field that names the owner. */
  counted: string;
  by: string;
  /** The owners' collection, and their field that holds the count. */
  owners: string;
  into: string;
  /** A new owner gets its count (0) at once, rather than none until something names it. */
  countNewOwners?: boolean;
}

const OWNERS_PER_CHUNK = 100;
/** Beyond this many owners (the demo data's load), one read of every counted record beats a count each. */
const COUNT_EACH_UP_TO = 50;

export function referenceCountHook(count: ReferenceCount): WriteHook {
  return async (tx, changes) => {
    const ownerIds = [...concernedOwners(count, changes)].sort((a, b) => a - b);
    if (ownerIds.length === 0) return;
    await tx.claim(count.owners, ownerIds);
    const counts = await countsOf(tx, count, ownerIds);
    for (let start = 0; start < ownerIds.length; start += OWNERS_PER_CHUNK) {
      const chunk = ownerIds.slice(start, start + OWNERS_PER_CHUNK);
      for (const owner of await listIn(tx, count.owners, 'id', chunk))
        await updateChanged(tx, count.owners, owner, {
          [count.into]: counts.get(Number(owner.id)) ?? 0,
        });
    }
  };
}

function concernedOwners(
  { counted, by, owners, countNewOwners }: ReferenceCount,
  changes: readonly RecordChange[],
): Set<number> {
  const ids = new Set<number>();
  const add = (id: unknown) => {
    const ownerId = rowId(id);
    if (ownerId !== undefined) ids.add(ownerId);
  };
  for (const { collection, before, after } of changes) {
    if (countNewOwners && collection === owners && !before && after) add(after.id);
    if (collection !== counted || String(before?.[by]) === String(after?.[by])) continue;
    add(before?.[by]);
    add(after?.[by]);
  }
  return ids;
}

async function countsOf(
  tx: Transaction,
  { counted, by }: ReferenceCount,
  ownerIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (ownerIds.length > COUNT_EACH_UP_TO) {
    for (const record of await tx.all(counted, [by])) {
      const id = rowId(record[by]);
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }
  for (const id of ownerIds) {
    const values = new Set([String(id)]);
    counts.set(id, await tx.count(counted, [{ kind: 'equals', field: by, values }]));
  }
  return counts;
}
