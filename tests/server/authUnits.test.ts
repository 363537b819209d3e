/** Time-dependent rules of sign-in, with a clock the test moves. */
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_MS, createLoginAttempts } from '../../server/auth/loginAttempts';
import { createTokenService } from '../../server/auth/tokens';

describe('verification codes', () => {
  it('expire after five minutes', () => {
    let now = 1_000_000;
    const attempts = createLoginAttempts(() => now);
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

describe('tokens', () => {
  it('carry the user id until they expire', () => {
    let now = 5_000_000;
    const tokens = createTokenService('secret', 60, () => now);
    const token = tokens.issue(7);
    expect(tokens.verify(token)).toBe(7);
    now += 60_000;
    expect(tokens.verify(token)).toBeUndefined();
  });

  it('are only valid under the key that signed them', () => {
    const token = createTokenService('one key', 60).issue(7);
    expect(createTokenService('another key', 60).verify(token)).toBeUndefined();
  });
});
