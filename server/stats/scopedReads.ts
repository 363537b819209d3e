/**
 * What statistics read, always within the signed-in user's row scope (a company role's figures
 * are its company's), and only from the resources they declared: their kept answers are dropped
 * when one of those changes (KeptFigures), so a read of another would go stale unseen.
 */
import { resources } from '../../src/core/generated/registry';
import type { ResourceMeta } from '../../src/core/registry/types';
import { scopeConditions, scopedRecords } from '../access/rowScope';
import type { Group, GroupQuery } from '../db/groups';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import type { Condition } from '../db/conditions';

export interface ScopedReads {
  /** Every record in scope, with only `fields`. */
  records(resource: string, fields: readonly string[]): Promise<DbRecord[]>;
  /** The records in scope with these ids. */
  withIds(resource: string, ids: readonly string[]): Promise<DbRecord[]>;
  /** Counts and sums per group of the rows in scope meeting the query's conditions. */
  groups(resource: string, query: GroupQuery): Promise<Group[]>;
}

export function scopedReads(
  reader: Reader,
  user: DbRecord | undefined,
  declared: readonly string[],
): ScopedReads {
  const metaOf = (resource: string): ResourceMeta => {
    if (!declared.includes(resource)) throw new Error(`The statistics did not declare ${resource}`);
    return resources[resource];
  };
  return {
    records: (resource, fields) => scopedRecords(reader, metaOf(resource), fields, user),
    withIds: async (resource, ids) => {
      const meta = metaOf(resource);
      const wanted: Condition = { kind: 'ids', ids: new Set(ids) };
      const conditions = [...scopeConditions(meta, user), wanted];
      const page = await reader.list(meta.api, { conditions, sort: { field: 'id', order: 'ASC' } });
      return page.items;
    },
    groups: (resource, query) => {
      const meta = metaOf(resource);
      const conditions = [...scopeConditions(meta, user), ...(query.conditions ?? [])];
      return reader.groups(meta.api, { ...query, conditions });
    },
  };
}
