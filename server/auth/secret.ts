/**
 * The key that signs tokens: BARAKA_SECRET when set, else a random one kept in the database,
 * made once by the first process to start, so tokens survive restarts and every API process
 * sharing the database accepts them, without anyone having to configure anything.
 */
import { SERVER_AUTHOR } from '../db/author';
import { randomBytes } from 'node:crypto';
import { readMeta, writeMeta } from '../db/migrate';
import type { Store } from '../db/store';

const SECRET_KEY = 'tokenSecret';

export async function loadSecret(
  store: Store,
  fromEnv = process.env.BARAKA_SECRET,
): Promise<string> {
  if (fromEnv !== undefined && fromEnv.trim() !== '') return fromEnv.trim();
  return store.transaction(SERVER_AUTHOR, async (tx) => {
    const kept = await readMeta(tx.executorDb, SECRET_KEY);
    if (kept) return kept;
    const secret = randomBytes(32).toString('hex');
    await writeMeta(tx.executorDb, SECRET_KEY, secret);
    return secret;
  });
}
