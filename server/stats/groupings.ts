/**
 * The groupings of waybills the statistics read most, each with an index that holds its keys and
 * sums (server/db/groups.ts), so the database answers it from the index alone: one shape serves
 * both the query and its index, and they cannot drift apart.
 */
import { resources } from '../../src/core/generated/registry';
import type { GroupIndex, GroupQuery } from '../db/groups';

/**
 * Waybills per hour of creation: how many, their weight and the freight charged for them (the
 * final freight: an approved price change replaces the priced freight wherever a figure is shown).
 */
export const CREATED_BY_HOUR = {
  by: [{ hourOf: 'createdAt' }],
  sums: ['weight', 'finalFreight'],
} as const satisfies GroupQuery;

/** Parcels per delivery day and pickup point (the PVZ pages ask for the last eight weeks). */
export const DELIVERED_BY_DAY = { by: ['deliveryDate', 'pvzId'] } as const satisfies GroupQuery;

export const STATISTICS_INDEXES: readonly GroupIndex[] = [
  // Named anew when its sums changed: a database made before keeps its old index by the old name.
  { collection: resources.waybill.api, name: 'createdCharged', ...CREATED_BY_HOUR },
  { collection: resources.waybill.api, name: 'delivered', ...DELIVERED_BY_DAY },
];
