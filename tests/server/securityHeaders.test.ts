/**
 * The headers a browser is protected by, on answers of the API and of the built app alike: a
 * Content-Security-Policy running only the site's own script files, no framing by another site,
 * no content sniffing, no Referer sent along.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/testServer';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1a2b3c.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'baraka-dist-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'assets', 'index-1a2b3c.js'), 'console.log("app")');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The policy's directives: name -> its sources. */
function policyOf(headers: Headers): Map<string, string[]> {
  const policy = headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectProtected(headers: Headers, what: string): void {
  const policy = policyOf(headers);
  // Scripts only from this origin: no inline script, no eval, no other host.
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  // No other site may frame the app (clickjacking), in the policy and for older browsers.
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('x-powered-by'), what).toBeNull();
}

describe('security headers', () => {
  it('come with every API answer: refused, failed and successful', async () => {
    const token = await server.login('root');
    const answers = {
      'no token': await server.call('/api/waybills'),
      'wrong password': await server.call('/api/auth/login', {
        method: 'POST',
        body: { username: 'root', password: 'wrong-password' },
      }),
      'user info': await server.call('/api/user/info', { token }),
      'unknown path': await server.call('/api/no-such-thing', { token }),
      captcha: await server.call('/api/auth/captcha?username=root'),
    };
    expect(answers['no token'].status).toBe(401);
    expect(answers['wrong password'].status).toBe(400);
    expect(answers['user info'].status).toBe(200);
    expect(answers['unknown path'].status).toBe(404);
    expect(answers.captcha.status).toBe(200);
    for (const [what, answer] of Object.entries(answers)) expectProtected(answer.headers, what);
  });

  it('come with the built app: its page, its scripts, and the 404 of a missing one', async () => {
    for (const path of ['/', '/oms/waybill', '/assets/index-1a2b3c.js', '/assets/missing.js']) {
      const response = await fetch(`${server.url}${path}`);
      expectProtected(response.headers, path);
    }
  });

  it('let the app work under them: its own styles, data: images, its own API and socket', async () => {
    const policy = policyOf((await fetch(`${server.url}/`)).headers);
    // MUI writes <style> elements at run time; the watermark is a data: image.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // A demo served over plain http keeps loading its scripts over http.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });
});
