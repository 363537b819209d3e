/** GET /api/user/info: who the token belongs to, as the contract lists it, plus profile fields. */
import type { RequestHandler } from 'express';
import { resources } from '../../src/generated/registry';
import { findRecord } from '../resources/findRecord';
import type { Database } from '../storage/types';
import '../http/locals';

const INFO_FIELDS = [
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
 * The company is named as the registry represents a company, so that a company user sees it
 * without the right to read the companies list.
 */
export const userInfo =
  (db: Database): RequestHandler =>
  (_req, res) => {
    const user: Record<string, unknown> = res.locals.user ?? {};
    const company =
      user.companyId === null || user.companyId === undefined
        ? undefined
        : findRecord(db, companies.api, user.companyId);
    const companyName = company?.[companies.recordRepresentation] ?? null;
    res.json({
      ...Object.fromEntries(INFO_FIELDS.map((field) => [field, user[field] ?? null])),
      companyName,
    });
  };
