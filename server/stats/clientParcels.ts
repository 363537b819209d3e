/**
 * A client's parcels by status, for the client's page: counted by the database over the
 * caller's waybills (its row scope) of that client, one group per status.
 */
import { enums } from '../../src/core/generated/registry';
import type { ClientParcels } from '../../src/core/stats/statsTypes';
import type { DbRecord } from '../db/types';
import { equalTo } from './conditions';
import type { ScopedReads } from './scopedReads';

export async function clientParcels(reads: ScopedReads, client: DbRecord): Promise<ClientParcels> {
  const groups = await reads.groups('waybill', {
    by: ['status'],
    conditions: [equalTo('clientId', String(client.id))],
  });
  const counts = new Map(groups.map((group) => [String(group.keys[0]), group.count]));
  // The registry's order of statuses (the way a parcel goes), then any value it does not know.
  const known = enums.waybillStatus.values;
  const order = [...known, ...[...counts.keys()].filter((status) => !known.includes(status))];
  const byStatus = order
    .filter((status) => counts.has(status))
    .map((status) => ({ status, count: counts.get(status)! }));
  return {
    id: client.id,
    byStatus,
    total: byStatus.reduce((total, { count }) => total + count, 0),
  };
}
