/**
 * Read-only fields the server fills in when a record is created through the generic POST: a price
 * change starts PENDING, names who asked for it and the price it replaces. Per resource name.
 */
import type { Database, DbRecord } from '../storage/types';
import { priceChangeDefaults } from './priceChangeActions';

type Defaults = (
  db: Database,
  record: Record<string, unknown>,
  user: DbRecord | undefined,
) => Record<string, unknown>;

const CREATE_DEFAULTS: ReadonlyMap<string, Defaults> = new Map([
  ['priceChange', priceChangeDefaults],
]);

export function createDefaults(
  db: Database,
  resourceName: string,
  record: Record<string, unknown>,
  user: DbRecord | undefined,
): Record<string, unknown> {
  return CREATE_DEFAULTS.get(resourceName)?.(db, record, user) ?? {};
}
