/** Time-dependent rules of sign-in, with a clock the test moves. */
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_MS, createLoginAttempts } from '../../server/auth/loginAttempts';

describe('verification codes', () => {
  it('expire after five minutes', () => {
    let now = 1_000_000;
    const attempts = createLoginAttempts({ now: () => now });
    const code = attempts.issueCaptcha('root');
    now += CAPTCHA_TTL_MS;
    expect(attempts.consumeCaptcha('root', code)).toBe(false);

    const fresh = attempts.issueCaptcha('root');
    now += CAPTCHA_TTL_MS - 1;
    expect(attempts.consumeCaptcha('root', fresh)).toBe(true);
  });

  it('belong to the username they were issued for', () => {
    const attempts = createLoginAttempts();
    const code = attempts.issueCaptcha('root');
    expect(attempts.consumeCaptcha('client', code)).toBe(false);
  });
});
// Tokens and their sessions: tests/server/sessions.test.ts.
