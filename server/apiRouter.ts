/**
 * Everything under /api: language, JSON bodies, login, the token wall, user info, business
 * actions, resources.
 */
import express, { Router } from 'express';
import { createActionRoutes } from './actions/actionRoutes';
import { createAuthRoutes } from './auth/authRoutes';
import type { LoginAttempts } from './auth/loginAttempts';
import { changePasswordRoute } from './auth/passwordRoute';
import { requireUser } from './auth/requireUser';
import type { TokenService } from './auth/tokens';
import { userInfo } from './auth/userInfo';
import { createExportRoutes } from './export/exportRoutes';
import { useRequestLanguage } from './http/language';
import { sendError, statusKey } from './http/sendError';
import { notificationsRoute } from './notifications/notificationsRoute';
import { createResourceRoutes } from './resources/resourceRoutes';
import { createStatsRoutes } from './stats/statsRoutes';
import type { Database } from './storage/types';

export interface ApiDependencies {
  db: Database;
  tokens: TokenService;
  attempts: LoginAttempts;
}

export function createApiRouter({ db, tokens, attempts }: ApiDependencies): Router {
  const api = Router();
  api.use(useRequestLanguage, express.json({ limit: '1mb' }));
  api.use('/auth', createAuthRoutes(db, tokens, attempts));
  api.use(requireUser(db, tokens));
  api.get('/user/info', userInfo(db));
  api.post('/user/password', changePasswordRoute(db));
  api.use(createActionRoutes(db));
  api.use('/stats', createStatsRoutes(db));
  api.get('/notifications', notificationsRoute(db));
  api.use(createExportRoutes(db));
  api.use(createResourceRoutes(db));
  api.use((_req, res) => sendError(res, 404, statusKey(404)));
  return api;
}
