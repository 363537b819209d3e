/**
 * What the served page carries for a signed-in browser (issue 13): the user's info, and the
 * preloads of the screen its path opens. A browser that is not signed in is sent to /login by
 * the app, so it gets neither: the page is the build as it is.
 */
import type { Request } from 'express';
import type { TokenService } from '../auth/tokens';
import type { Store } from '../db/store';
import { routePreloads } from './routePreloads';
import { sessionUserScript } from './sessionUserScript';

export function signedInHead(
  store: Store,
  tokens: TokenService,
  staticDir: string,
): (req: Request) => Promise<string> {
  const userScript = sessionUserScript(store, tokens);
  const preloads = routePreloads(staticDir);
  return async (req) => {
    const [script, links] = await Promise.all([userScript(req), preloads(req.path)]);
    return script === '' ? '' : script + links;
  };
}
