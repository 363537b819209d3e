/**
 * A client's `orderCount` is the number of waybills that name them: in the transaction that
 * creates a client, or creates, deletes or moves a waybill to or from a client, the count of each
 * client concerned is written where it differs, so the client list filters and sorts by it.
 */
import { resources } from '../../src/core/generated/registry';
import { listIn, updateChanged } from '../db/recordsIn';
import { rowId } from '../db/rowCodec';
import type { RecordChange, Transaction, WriteHook } from '../db/store';

const CLIENTS = resources.client.api;
const WAYBILLS = resources.waybill.api;
const CLIENTS_PER_CHUNK = 100;
/** Beyond this many clients (the demo data's load), one read of every waybill beats a count each. */
const COUNT_EACH_UP_TO = 50;

export const clientOrderCountHook: WriteHook = async (tx, changes) => {
  const clientIds = [...concernedClients(changes)].sort((a, b) => a - b);
  if (clientIds.length === 0) return;
  const counts = await orderCounts(tx, clientIds);
  for (let start = 0; start < clientIds.length; start += CLIENTS_PER_CHUNK) {
    const clients = await listIn(
      tx,
      CLIENTS,
      'id',
      clientIds.slice(start, start + CLIENTS_PER_CHUNK),
    );
    for (const client of clients)
      await updateChanged(tx, CLIENTS, client, { orderCount: counts.get(Number(client.id)) ?? 0 });
  }
};

function concernedClients(changes: readonly RecordChange[]): Set<number> {
  const ids = new Set<number>();
  const add = (id: unknown) => {
    const clientId = rowId(id);
    if (clientId !== undefined) ids.add(clientId);
  };
  for (const { collection, before, after } of changes) {
    if (collection === CLIENTS && !before && after) add(after.id);
    if (collection !== WAYBILLS || String(before?.clientId) === String(after?.clientId)) continue;
    add(before?.clientId);
    add(after?.clientId);
  }
  return ids;
}

async function orderCounts(tx: Transaction, clientIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (clientIds.length > COUNT_EACH_UP_TO) {
    for (const { clientId } of await tx.all(WAYBILLS, ['clientId'])) {
      const id = rowId(clientId);
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }
  for (const id of clientIds) {
    const values = new Set([String(id)]);
    counts.set(id, await tx.count(WAYBILLS, [{ kind: 'equals', field: 'clientId', values }]));
  }
  return counts;
}
