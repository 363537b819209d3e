/**
 * A waybill by id or by tracking number, through the store's indexes: a number matches as the
 * unique check compares it (trimmed, any case), whole, never a part of it.
 */
import { resources } from '../../src/generated/registry';
import { findRecord } from '../resources/findRecord';
import { normalKey } from '../storage/collectionIndex';
import { storeOf } from '../storage/openDatabase';
import type { Database, DbRecord } from '../storage/types';

const WAYBILLS = resources.waybill.api;

export const waybillById = (db: Database, id: unknown): DbRecord | undefined =>
  findRecord(db, WAYBILLS, id);

export function waybillByTrackingNumber(db: Database, number: string): DbRecord | undefined {
  const index = storeOf(db).collection(WAYBILLS);
  const [slot] = index.normalized('trackingNumber').get(normalKey(number)) ?? [];
  return slot === undefined ? undefined : index.recordAt(slot);
}
