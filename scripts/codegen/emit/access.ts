import type { Model } from '../model';
import { GENERATED_HEADER, literal } from './header';

/** src/core/generated/access.ts: roles, groups and who may do what, from schema/roles.yaml. */
export function emitAccess(model: Model): string {
  const { roles } = model.registry;
  const resourceAccess = Object.fromEntries(model.resources.map((r) => [r.meta.name, r.access]));
  const sectionAccess = Object.fromEntries(model.sections.map((s) => [s.name, s.roles]));
  const routeAccess = Object.fromEntries(model.routes.map((r) => [r.path, r.roles]));
  return `${GENERATED_HEADER}
import type { Action } from '../registry/types';

export const ROLES = ${literal(model.roles)} as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = ${literal(roles.defaultRole)};
export const REFUSED_ROLES: readonly Role[] = ${literal(roles.refused)};
export const ALWAYS_PASS_ROLES: readonly Role[] = ${literal(roles.alwaysPass)};

/** Every role, highest rank first. */
export const RANKS: readonly Role[] = ${literal(roles.ranks)};
/** Roles bound to their user's company. */
export const COMPANY_ROLES: readonly Role[] = ${literal(roles.companyRoles)};
/** Roles bound to their user's pickup points. */
export const PVZ_ROLES: readonly Role[] = ${literal(roles.pvzRoles)};

export const GROUPS: Record<string, readonly Role[]> = ${literal(model.groups)};

export const sectionAccess: Record<string, readonly Role[]> = ${literal(sectionAccess)};

export const resourceAccess: Record<string, Record<Action, readonly Role[]>> = ${literal(resourceAccess)};

/** Who may open each page, by path pattern (\`:id\` for parameters). */
export const ROUTE_ACCESS: Record<string, readonly Role[]> = ${literal(routeAccess)};

/**
 * Who may fetch a resource's records by id (\`s={"id":[...]}\`) because they read records that
 * point at them: a waybill's reader sees its client's name even without the clients page.
 */
export const LOOKUP_ACCESS: Record<string, readonly Role[]> = ${literal(model.lookup)};

/** Element-level permissions: who sees each button (ROOT and PLATFORM_ADMIN included). */
export const ELEMENT_ACCESS: Record<string, readonly Role[]> = ${literal(model.elements)};
`;
}
