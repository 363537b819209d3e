/** GET /api/user/info: who the token belongs to, as the contract lists it, plus profile fields. */
import type { RequestHandler } from 'express';
import { resources } from '../../src/core/generated/registry';
import type { Reader, Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import '../http/locals';

const INFO_FIELDS = [
  // The records naming a user by id (a request's requestedBy) tell the app whose they are.
  'id',
  'username',
  'name',
  'email',
  'phone',
  'companyId',
  'answeredCount',
  'role',
] as const;

const companies = resources.company;

/**
 * The user info answer. The company is named as the registry represents a company, so that a company user sees it
 * without the right to read the companies list.
 */
export async function describeUser(
  store: Reader,
  user: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const company =
    user.companyId === null || user.companyId === undefined
      ? undefined
      : await store.get(companies.api, user.companyId);
  const companyName = company?.[companies.recordRepresentation] ?? null;
  return {
    ...Object.fromEntries(INFO_FIELDS.map((field) => [field, user[field] ?? null])),
    companyName,
  };
}

export const userInfo = (store: Store): RequestHandler =>
  asyncHandler(async (_req, res) => {
    res.json(await describeUser(store, res.locals.user ?? {}));
  });
