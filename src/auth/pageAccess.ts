import { canAccess, canAccessRoute } from '../core/rules/access';
import type { Action } from '../core/registry/types';
import { registryName } from '../core/rules/resourceNames';

/** react-admin's actions, as the registry's role rules name them (clone creates, export lists). */
const ACTIONS: ReadonlyMap<string, Action> = new Map([
  ['list', 'list'],
  ['show', 'show'],
  ['create', 'create'],
  ['edit', 'edit'],
  ['delete', 'delete'],
  ['clone', 'create'],
  ['export', 'list'],
]);

/**
 * Whether `role` may run react-admin's `action` on the resource at route `resource`, from the
 * compiled role rules: the auth provider's canAccess, and the page guards that decide at once.
 */
export function mayRunPageAction(role: string | undefined, action: string, resource: string) {
  const known = ACTIONS.get(action);
  if (known === undefined) return false;
  // A resource's list page is open to its route's audience; the API lets more roles read
  // its records (through views of it), which opens records, not the page.
  if (known === 'list') return canAccessRoute(role, `/${resource}`);
  return canAccess(role, known, registryName(resource));
}
