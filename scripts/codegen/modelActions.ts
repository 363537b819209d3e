/**
 * The runtime metadata of a resource's business actions (schema `actions:`): their API path, who
 * may call them, their payload and where their buttons go.
 */
import type { ActionMeta } from '../../src/core/registry/types';
import type { Action, Resource, ResourceAction } from './registrySchema';

/** Where an action's generated button goes when the YAML does not say. */
export const defaultPlaces = (action: ResourceAction): string[] =>
  action.on ?? (action.scope === 'record' ? ['list', 'show'] : ['list']);

/** `waybills/:id/assign-owner` (record) or `waybills/unlawful` (collection). */
export const actionPath = (api: string, action: ResourceAction) =>
  action.scope === 'record' ? `${api}/:id/${action.path}` : `${api}/${action.path}`;

export interface ActionAudience {
  /** Roles admitted by roles and groups (ROOT and PLATFORM_ADMIN included), in roles.yaml order. */
  members(names: string[]): string[];
  /** The resource's own rule for an action. */
  access: Record<Action, string[]>;
}

export function actionMetas(
  source: Resource,
  elements: Record<string, string[]>,
  who: ActionAudience,
): Record<string, ActionMeta> {
  return Object.fromEntries(
    Object.entries(source.actions).map(([name, action]): [string, ActionMeta] => {
      const roles = action.element
        ? (elements[action.element] ?? [])
        : action.roles
          ? who.members(action.roles)
          : action.access
            ? who.access[action.access]
            : [];
      const when = Object.keys(action.when).length > 0 ? { when: action.when } : {};
      return [
        name,
        {
          name,
          scope: action.scope,
          method: action.method,
          path: actionPath(source.api, action),
          ...(action.element ? { element: action.element } : {}),
          roles,
          ...(action.notBy ? { notBy: action.notBy } : {}),
          ...(action.alsoBy ? { alsoBy: action.alsoBy } : {}),
          payload: Object.keys(action.payload),
          confirm: action.confirm !== undefined,
          success:
            typeof action.success === 'string' ? action.success : action.success !== undefined,
          ...when,
          on: defaultPlaces(action),
        },
      ];
    }),
  );
}
