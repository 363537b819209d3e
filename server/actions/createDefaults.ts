/**
 * Read-only fields the server fills in when a record is created through the generic POST: a price
 * change starts PENDING, names who asked for it and the price it replaces. Per resource name.
 * Read through the create's transaction, so they agree with what it writes.
 */
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import { priceChangeDefaults } from './priceChangeActions';

type Defaults = (
  reader: Reader,
  record: Record<string, unknown>,
  user: DbRecord | undefined,
) => Promise<Record<string, unknown>>;

const CREATE_DEFAULTS: ReadonlyMap<string, Defaults> = new Map([
  ['priceChange', priceChangeDefaults],
]);

export async function createDefaults(
  reader: Reader,
  resourceName: string,
  record: Record<string, unknown>,
  user: DbRecord | undefined,
): Promise<Record<string, unknown>> {
  return (await CREATE_DEFAULTS.get(resourceName)?.(reader, record, user)) ?? {};
}
