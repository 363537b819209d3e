/**
 * What the served page carries for a signed-in browser (issue 13): the user's info, the preloads
 * of the screen its path opens, and that screen drawn by the server with the data it shows. A
 * browser that is not signed in is sent to /login by the app, so it gets none of them: the page
 * is the build as it is. Nor does a browser that draws its own first screen get a drawing.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  DRAWING_COOKIE,
  SERVED_QUERIES_ELEMENT_ID,
  SESSION_USER_ELEMENT_ID,
  TOKEN_COOKIE,
} from '../../src/core/servedPage/browserSession';
import {
  PAINT_WHEN_DRAWN_READ,
  SERVED_PAGE_STYLE,
  servedRoot,
} from '../../src/core/servedPage/servedPage';
import { normalizeRole } from '../../src/core/rules/access';
import { pathTarget } from '../../src/core/rules/sections';
import type { ScreenLayout } from '../../src/core/screen';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import type { TokenService } from '../auth/tokens';
import type { Store } from '../db/store';
import { firstScreen } from './firstScreen';
import { routePreloads } from './routePreloads';
import type { PageDrawing, PagePlan } from './serveBuiltApp';
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

/** A page with `head` added and nothing drawn. */
const undrawn = (head: string): PageDrawing => ({
  parts: () => Promise.resolve({ head, root: '' }),
});

export function signedInPage(
  store: Store,
  tokens: TokenService,
  staticDir: string,
  rendererFile: string | undefined,
): (req: Request) => Promise<PagePlan> {
  const userOf = signedInUser(store, tokens);
  const preloads = routePreloads(staticDir);
  const draw = firstScreen(rendererFile);
  // A drawing of this process's code: its pages are not taken for those of a server before it.
  const boot = randomUUID();
  return async (req) => {
    const [user, links] = await Promise.all([userOf(req), preloads(req.path)]);
    if (user === undefined) return undrawn('');
    // The page the app would go to at once: drawn there, not as an empty screen it leaves.
    const target = pathTarget(normalizeRole(user.role as string | undefined), req.path);
    if (target !== undefined) return { redirect: target };
    const layout = layoutFor(req);
    const userBlock = jsonBlock(SESSION_USER_ELEMENT_ID, user);
    if (layout === undefined) return undrawn(userBlock + links);
    /*
     * Everything the drawing is made of: the session and its user, the layout, the path, what the
     * database holds (taken before the drawing's reads) and the day in Tashkent that "today" is.
     * The same again is the same page, and a browser that holds it is told so instead.
     */
    const validator = JSON.stringify([
      boot,
      await store.changeStamp(),
      tashkentDayAt(store.now().getTime()),
      readCookie(req.headers.cookie, TOKEN_COOKIE),
      user,
      layout,
      req.originalUrl,
    ]);
    const parts = async () => {
      const drawn = await draw(req, user, layout);
      if (drawn === undefined) return undrawn(userBlock + links).parts();
      const queriesBlock = jsonBlock(SERVED_QUERIES_ELEMENT_ID, drawn.queries);
      const head =
        PAINT_WHEN_DRAWN_READ + userBlock + queriesBlock + drawn.styles + SERVED_PAGE_STYLE + links;
      return { head, root: servedRoot(layout, drawn.html) };
    };
    return { validator, parts };
  };
}
