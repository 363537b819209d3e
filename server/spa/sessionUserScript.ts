/**
 * The signed-in user's info inside the page the server serves (issue 13): the app starts with it
 * instead of asking GET /api/user/info after its scripts have run. It is a JSON data block
 * (`type="application/json"`), which the browser never runs, so the CSP's `script-src 'self'`
 * stays as it is. Only a token cookie of a live session of a user who may sign in gets it, with
 * the same answer /api/user/info gives; for anything else the page is the plain build.
 */
import type { Request } from 'express';
import { SESSION_USER_ELEMENT_ID, TOKEN_COOKIE } from '../../src/core/auth/browserSession';
import { authenticate } from '../auth/sessionsAuth';
import type { TokenService } from '../auth/tokens';
import { describeUser } from '../auth/userInfo';
import type { Store } from '../db/store';

/** The value of the cookie `name` in a Cookie header, decoded; undefined when absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * JSON that cannot end the element or open a comment in the page: `<`, `>` and `&` become
 * escapes (still the same JSON), and so do the two line separators old parsers choke on.
 */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The data block for the request's cookie, or '' when it names no session the admin lets in. */
export const sessionUserScript =
  (store: Store, tokens: TokenService): ((req: Request) => Promise<string>) =>
  async (req) => {
    const token = readCookie(req.headers.cookie, TOKEN_COOKIE);
    if (token === undefined) return '';
    const signedIn = await authenticate(store, tokens, token);
    if (!signedIn.ok) return '';
    const info = await describeUser(store, signedIn.user);
    return `<script type="application/json" id="${SESSION_USER_ELEMENT_ID}">${jsonForHtml(info)}</script>`;
  };
