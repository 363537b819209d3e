/** GET /api/notifications: the signed-in user's bell, as the socket pushes it. */
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { notificationsFor } from './notificationsFor';

export const notificationsRoute = (store: Store): RequestHandler =>
  asyncHandler(async (_req, res) => {
    res.json(await notificationsFor(store, res.locals.user));
  });
