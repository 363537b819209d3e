/** GET /api/user/info: who the token belongs to, as the contract lists it. */
import type { RequestHandler } from 'express';
import '../http/locals';

const INFO_FIELDS = ['username', 'name', 'companyId', 'answeredCount', 'role'] as const;

export const userInfo: RequestHandler = (_req, res) => {
  const user: Record<string, unknown> = res.locals.user ?? {};
  res.json(Object.fromEntries(INFO_FIELDS.map((field) => [field, user[field] ?? null])));
};
