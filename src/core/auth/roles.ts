import { ROLES, type Role } from '../generated/access';

export type { Role };

/** A role as stored or sent (storage, a token, a request), if it is one of ours; else undefined. */
export function toRole(value: unknown): Role | undefined {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : undefined;
}
