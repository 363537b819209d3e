/**
 * Everything under /api: language, JSON bodies, text no database stores (refused), login, the
 * token wall, user info, business actions, resources.
 */
import { Router } from 'express';
import { createActionRoutes } from './resources/actionRoutes';
import { createAuthRoutes } from './auth/authRoutes';
import type { LoginAttempts } from './auth/loginAttempts';
import { logoutRoute } from './auth/logoutRoute';
import { changePasswordRoute } from './auth/passwordRoute';
import { requireUser } from './auth/requireUser';
import type { TokenService } from './auth/tokens';
import { userInfo } from './auth/userInfo';
import { createExportRoutes } from './export/exportRoutes';
import { jsonBody } from './http/jsonBody';
import { useRequestLanguage } from './http/language';
import { sendError, statusKey } from './http/sendError';
import { refuseUnstorableText } from './http/storableText';
import { notificationsRoute } from './notifications/notificationsRoute';
import { createResourceRoutes } from './resources/resourceRoutes';
import { createStatsRoutes } from './stats/statsRoutes';
import type { Store } from './db/store';
import type { InvoiceIssuer } from '../src/core/stats/statsTypes';

export interface ApiDependencies {
  store: Store;
  tokens: TokenService;
  attempts: LoginAttempts;
  /** Who issues the bills' invoices. */
  issuer: InvoiceIssuer;
}

export function createApiRouter({ store, tokens, attempts, issuer }: ApiDependencies): Router {
  const api = Router();
  api.use(useRequestLanguage, ...jsonBody, refuseUnstorableText);
  api.use('/auth', createAuthRoutes(store, tokens, attempts));
  api.use(requireUser(store, tokens));
  // Behind the token wall: only a live session can be ended.
  api.post('/auth/logout', logoutRoute(tokens));
  api.get('/user/info', userInfo(store));
  api.post('/user/password', changePasswordRoute(store));
  api.use(createActionRoutes(store));
  api.use('/stats', createStatsRoutes(store, issuer));
  api.get('/notifications', notificationsRoute(store));
  api.use(createExportRoutes(store));
  api.use(createResourceRoutes(store));
  api.use((_req, res) => sendError(res, 404, statusKey(404)));
  return api;
}
