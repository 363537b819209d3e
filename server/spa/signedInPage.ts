/**
 * What the served page carries for a signed-in browser (issue 13): the user's info, the preloads
 * of the screen its path opens, and that screen drawn by the server with the data it shows. A
 * browser that is not signed in is sent to /login by the app, so it gets none of them: the page
 * is the build as it is. Nor does a browser that draws its own first screen get a drawing.
 */
import type { Request } from 'express';
import {
  OWN_DRAWING_COOKIE,
  SERVED_QUERIES_ELEMENT_ID,
  SESSION_USER_ELEMENT_ID,
} from '../../src/core/auth/browserSession';
import { SERVED_PAGE_STYLE } from '../../src/core/auth/servedPage';
import type { TokenService } from '../auth/tokens';
import type { Store } from '../db/store';
import { firstScreen } from './firstScreen';
import { routePreloads } from './routePreloads';
import type { PageParts } from './serveBuiltApp';
import { jsonBlock, readCookie, signedInUser } from './signedInUser';

/** A browser that draws its own first screen says so (OWN_DRAWING_COOKIE). */
const drawsOwn = (req: Request): boolean =>
  readCookie(req.headers.cookie, OWN_DRAWING_COOKIE) !== undefined;

export function signedInPage(
  store: Store,
  tokens: TokenService,
  staticDir: string,
  rendererFile: string | undefined,
): (req: Request) => Promise<PageParts> {
  const userOf = signedInUser(store, tokens);
  const preloads = routePreloads(staticDir);
  const draw = firstScreen(rendererFile);
  return async (req) => {
    const [user, links] = await Promise.all([userOf(req), preloads(req.path)]);
    if (user === undefined) return { head: '', root: '' };
    const drawn = drawsOwn(req) ? undefined : await draw(req, user);
    const userBlock = jsonBlock(SESSION_USER_ELEMENT_ID, user);
    if (drawn === undefined) return { head: userBlock + links, root: '' };
    const queriesBlock = jsonBlock(SERVED_QUERIES_ELEMENT_ID, drawn.queries);
    return { head: userBlock + queriesBlock + SERVED_PAGE_STYLE + links, root: drawn.html };
  };
}
