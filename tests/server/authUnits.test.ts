/** Time-dependent rules of sign-in, with a clock the test moves, over a real database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_TTL_MS,
  createLoginAttempts,
  FAILURE_WINDOW_MS,
  MAX_FAILURES,
} from '../../server/auth/loginAttempts';
import { connect, type Connection } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';

let folder: string;
let connection: Connection;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'baraka-attempts-'));
  connection = await connect(join(folder, 'attempts.db'));
  await migrate(connection);
});
afterAll(async () => {
  await connection.close();
  rmSync(folder, { recursive: true, force: true });
});

const client = (username: string) => ({ username, address: '192.0.2.1' });

describe('verification codes', () => {
  it('expire after five minutes', async () => {
    let now = 1_000_000;
    const attempts = createLoginAttempts({ db: connection.db, now: () => now });
    const code = await attempts.issueCaptcha('root');
    now += CAPTCHA_TTL_MS;
    expect(await attempts.consumeCaptcha('root', code)).toBe(false);

    const fresh = await attempts.issueCaptcha('root');
    now += CAPTCHA_TTL_MS - 1;
    expect(await attempts.consumeCaptcha('root', fresh)).toBe(true);
    expect(await attempts.consumeCaptcha('root', fresh)).toBe(false);
  });

  it('belong to the username they were issued for', async () => {
    const attempts = createLoginAttempts({ db: connection.db });
    const code = await attempts.issueCaptcha('root');
    expect(await attempts.consumeCaptcha('client', code)).toBe(false);
  });
});

describe('failure counts', () => {
  it('are forgotten a window after the last failure, and start again from one', async () => {
    let now = 5_000_000;
    const attempts = createLoginAttempts({ db: connection.db, now: () => now });
    for (let i = 0; i < MAX_FAILURES; i++) await attempts.recordFailure(client('windowed'));
    expect(await attempts.captchaRequired(client('windowed'))).toBe(true);
    now += FAILURE_WINDOW_MS;
    expect(await attempts.captchaRequired(client('windowed'))).toBe(false);
    await attempts.recordFailure(client('windowed'));
    expect(await attempts.captchaRequired(client('windowed'))).toBe(false);
  });
});
