/**
 * A waybill by id or by tracking number: a number matches as the unique check compares it
 * (trimmed, any case), whole, never a part of it. Read through a transaction to act on what is
 * found.
 */
import { resources } from '../../src/core/generated/registry';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';

const WAYBILLS = resources.waybill.api;

export const waybillById = (reader: Reader, id: unknown): Promise<DbRecord | undefined> =>
  reader.get(WAYBILLS, id);

export async function waybillByTrackingNumber(
  reader: Reader,
  number: string,
): Promise<DbRecord | undefined> {
  const [id] = await reader.idsWithKey(WAYBILLS, 'trackingNumber', number);
  return id === undefined ? undefined : reader.get(WAYBILLS, id);
}
