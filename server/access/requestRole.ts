/** The signed-in user's role as the role rules read it: missing means the default role. */
import type { Response } from 'express';
import type { Role } from '../../src/core/generated/access';
import { normalizeRole } from '../../src/core/rules/access';
import '../http/locals';

export function requestRole(res: Response): Role | undefined {
  const role = res.locals.user?.role;
  return normalizeRole(typeof role === 'string' ? role : undefined);
}
