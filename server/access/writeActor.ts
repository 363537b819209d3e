/** Who makes a write, as the resources' write rules read it: the signed-in user and role. */
import type { Response } from 'express';
import type { WriteActor } from './writeRule';
import { requestRole } from './requestRole';

export const writeActor = (res: Response): WriteActor => ({
  username: String(res.locals.user?.username ?? ''),
  role: requestRole(res),
});
