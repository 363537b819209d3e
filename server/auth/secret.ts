/**
 * The key that signs tokens: BARAKA_SECRET when set, else a random one kept in the data folder,
 * created once, so tokens survive restarts without anyone having to configure anything.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE = '.secret';

export function loadSecret(dataFolder: string, fromEnv = process.env.BARAKA_SECRET): string {
  if (fromEnv !== undefined && fromEnv.trim() !== '') return fromEnv.trim();
  const file = join(dataFolder, SECRET_FILE);
  try {
    // 'wx' fails when the file exists, so a secret is never replaced.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret === '')
    throw new Error(`The token secret file ${file} is empty; delete it or set BARAKA_SECRET.`);
  return secret;
}
