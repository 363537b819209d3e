/** A record's audit entries, newest first: its History tab, and who made a stale edit stale. */
import { AUDIT_COLLECTION } from '../db/auditTrail';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';

export async function recordHistory(
  reader: Reader,
  entity: string,
  recordId: number,
  limit: number,
): Promise<DbRecord[]> {
  const { items } = await reader.list(AUDIT_COLLECTION, {
    conditions: [
      { kind: 'equals', field: 'entity', values: new Set([entity]) },
      { kind: 'equals', field: 'recordId', values: new Set([String(recordId)]) },
    ],
    sort: { field: 'id', order: 'DESC' },
    range: { start: 0, end: limit - 1 },
  });
  return items;
}

/** Who last changed a record and when. */
export async function lastChange(
  reader: Reader,
  entity: string,
  recordId: number,
): Promise<{ username: string; at: string } | undefined> {
  const [entry] = await recordHistory(reader, entity, recordId, 1);
  return entry && { username: String(entry.username), at: String(entry.at) };
}
