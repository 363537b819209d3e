/**
 * Role rules compiled from the registry, asked by the app (menu, routes, buttons) and enforced
 * by the demo API with the same answers.
 */
import type { Action } from './types';
import { DEFAULT_ROLE, REFUSED_ROLES, ROLES, resourceAccess, type Role } from '../generated/access';

const knownRoles: ReadonlySet<string> = new Set(ROLES);

/** A missing role means COMPANY_USER (SPEC 6); an unknown one is treated as no role at all. */
export function normalizeRole(role: string | null | undefined): Role | undefined {
  if (role === null || role === undefined || role === '') return DEFAULT_ROLE;
  return knownRoles.has(role) ? (role as Role) : undefined;
}

/** Roles the admin treats as not logged in (CLIENT). */
export function isRefusedRole(role: string | undefined): boolean {
  return role !== undefined && (REFUSED_ROLES as readonly string[]).includes(role);
}

export function canAccess(role: string | undefined, action: Action, resourceName: string): boolean {
  if (role === undefined || isRefusedRole(role)) return false;
  const rules = resourceAccess[resourceName];
  return rules !== undefined && (rules[action] as readonly string[]).includes(role);
}
