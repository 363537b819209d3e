/**
 * Role rules compiled from the registry, asked by the app (menu, routes, buttons) and enforced
 * by the demo API with the same answers.
 */
import type { Action } from '../registry/types';
import {
  DEFAULT_ROLE,
  ELEMENT_ACCESS,
  LOOKUP_ACCESS,
  REFUSED_ROLES,
  ROLES,
  ROUTE_ACCESS,
  resourceAccess,
  type Role,
} from '../generated/access';

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

/** May the role fetch records of this resource by id (the records it reads point at them)? */
export function canLookUp(role: string | undefined, resourceName: string): boolean {
  if (canAccess(role, 'list', resourceName)) return true;
  if (role === undefined || isRefusedRole(role)) return false;
  return (LOOKUP_ACCESS[resourceName] as readonly string[] | undefined)?.includes(role) ?? false;
}

/** May the role open the page at this path pattern (e.g. `/settle/detail/:id`)? */
export function canAccessRoute(role: string | undefined, pathPattern: string): boolean {
  if (role === undefined || isRefusedRole(role)) return false;
  return (ROUTE_ACCESS[pathPattern] as readonly string[] | undefined)?.includes(role) ?? false;
}

/** Element-level permission (SPEC 6): does the role see the button named in schema/roles.yaml? */
export function hasElementAccess(role: string | undefined, element: string): boolean {
  if (role === undefined || isRefusedRole(role)) return false;
  const allowed = ELEMENT_ACCESS[element] as readonly string[] | undefined;
  if (allowed === undefined)
    throw new Error(`Unknown element ${element}: declare it in schema/roles.yaml`);
  return allowed.includes(role);
}
