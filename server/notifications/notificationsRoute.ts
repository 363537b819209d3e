/** GET /api/notifications: the signed-in user's bell, as the socket pushes it. */
import type { RequestHandler } from 'express';
import { requestRole } from '../resources/requestRole';
import type { Database } from '../storage/types';
import { notificationsFor } from './notificationsFor';

export const notificationsRoute =
  (db: Database): RequestHandler =>
  (_req, res) => {
    res.json(notificationsFor(db, requestRole(res)));
  };
