/** The author of a request's writes: the signed-in user, and what the write is. */
import type { Response } from 'express';
import type { Author } from '../db/author';
import './locals';

export function requestAuthor(res: Response, action: string): Author {
  const user = res.locals.user;
  return {
    ...(typeof user?.id === 'number' ? { userId: user.id } : {}),
    username: typeof user?.username === 'string' ? user.username : '',
    ...(typeof user?.role === 'string' ? { role: user.role } : {}),
    action,
  };
}
