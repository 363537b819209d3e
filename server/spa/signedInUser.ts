/**
 * The signed-in user of a page request (issue 13): the served page carries the user's info, so
 * the app starts with it instead of asking GET /api/user/info after its scripts have run. It
 * goes in a JSON data block (`type="application/json"`), which the browser never runs, so the
 * CSP's `script-src 'self'` stays as it is. Only a token cookie of a live session gets it, with
 * the same answer /api/user/info gives.
 */
import type { Request } from 'express';
import { TOKEN_COOKIE } from '../../src/core/servedPage/browserSession';
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

/** The user info of the request's token cookie, or undefined when it names no live session. */
export const signedInUser =
  (
    store: Store,
    tokens: TokenService,
  ): ((req: Request) => Promise<Record<string, unknown> | undefined>) =>
  async (req) => {
    const token = readCookie(req.headers.cookie, TOKEN_COOKIE);
    if (token === undefined) return undefined;
    const signedIn = await authenticate(store, tokens, token);
    return signedIn.ok ? describeUser(store, signedIn.user) : undefined;
  };

/** A JSON data block of the page: the browser never runs it, so the CSP stays as it is. */
export const jsonBlock = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${jsonForHtml(value)}</script>`;
