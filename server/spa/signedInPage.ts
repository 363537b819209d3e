/**
 * What the served page carries for a signed-in browser (issue 13): the user's info, the preloads
 * of the screen its path opens, and that screen drawn by the server with the data it shows. A
 * browser that is not signed in is sent to /login by the app, so it gets none of them: the page
 * is the build as it is. Nor does a browser that draws its own first screen get a drawing.
 */
import type { Request } from 'express';
import {
  DRAWING_COOKIE,
  SERVED_QUERIES_ELEMENT_ID,
  SESSION_USER_ELEMENT_ID,
} from '../../src/core/auth/browserSession';
import { SERVED_PAGE_STYLE, servedRootOpening } from '../../src/core/auth/servedPage';
import type { ScreenLayout } from '../../src/core/screen';
import type { TokenService } from '../auth/tokens';
import type { Store } from '../db/store';
import { firstScreen } from './firstScreen';
import { routePreloads } from './routePreloads';
import type { PageParts } from './serveBuiltApp';
import { jsonBlock, readCookie, signedInUser } from './signedInUser';

/**
 * The layout to draw in, as the browser said (DRAWING_COOKIE, a BrowserDrawing); none for a
 * browser that draws its own. One that has not said yet is drawn narrow if it is a phone: its
 * Sec-CH-UA-Mobile hint (Chromium's), or `Mobi` in its user agent (the others').
 */
function layoutFor(req: Request): ScreenLayout | undefined {
  const said = readCookie(req.headers.cookie, DRAWING_COOKIE);
  if (said === 'own') return undefined;
  if (said === 'wide' || said === 'narrow') return said;
  const phone =
    req.headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(req.headers['user-agent'] ?? '');
  return phone ? 'narrow' : 'wide';
}

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
    const layout = layoutFor(req);
    const drawn = layout === undefined ? undefined : await draw(req, user, layout);
    const userBlock = jsonBlock(SESSION_USER_ELEMENT_ID, user);
    if (layout === undefined || drawn === undefined) return { head: userBlock + links, root: '' };
    const queriesBlock = jsonBlock(SERVED_QUERIES_ELEMENT_ID, drawn.queries);
    const head = userBlock + queriesBlock + drawn.styles + SERVED_PAGE_STYLE + links;
    return { head, root: `${servedRootOpening(layout)}${drawn.html}</div>` };
  };
}
