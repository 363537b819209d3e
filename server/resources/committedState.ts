/**
 * A written record as committed: the write hooks of its transaction may have changed it again
 * (its derived figures, so its version too), and the answer must be what the next edit starts
 * from. One read by id, after the commit.
 */
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';

export async function committedState(
  reader: Reader,
  collection: string,
  record: DbRecord,
): Promise<DbRecord> {
  return (await reader.get(collection, record.id)) ?? record;
}
