import type { Model, ModelResource } from '../model';
import { actionPath } from '../modelActions';
import { GENERATED_HEADER, literal } from './header';

/** The express path of an action under /api: `/waybills/:id/assign-owner`. */
export const expressPath = (resource: ModelResource, name: string) =>
  `/${actionPath(resource.meta.api, resource.source.actions[name])}`;

/**
 * server/generated/actions.ts: the route of every business action (schema `actions:`), who may
 * call it and the validator of its body. server/entities/planners.ts holds a planner per name of
 * `ActionName`, the actions without `set:` (tsc fails when one is missing); those with `set:`
 * (`DeclarativeActionName`) are done by the generic planner.
 */
export function emitServerActions(model: Model): string {
  const routes = model.resources.flatMap((resource) =>
    Object.entries(resource.meta.actions ?? {}).map(([name, meta]) => ({
      name,
      resource: resource.meta.name,
      method: meta.method.toLowerCase(),
      path: expressPath(resource, name),
      ...(meta.element ? { element: meta.element } : {}),
      roles: meta.roles,
      ...(meta.notBy ? { notBy: meta.notBy } : {}),
      ...(meta.alsoBy ? { alsoBy: meta.alsoBy } : {}),
      ...(meta.payload.length > 0 ? { payload: name } : {}),
      ...(resource.source.actions[name].set ? { set: resource.source.actions[name].set } : {}),
      ...(resource.source.actions[name].idempotent ? { idempotent: true } : {}),
    })),
  );
  return `${GENERATED_HEADER}
export interface ActionRoute {
  /** The action's name: its planner in server/entities/planners.ts. */
  name: string;
  /** The registry resource it belongs to. */
  resource: string;
  method: 'post' | 'put' | 'patch' | 'delete';
  /** Under /api; \`:id\` is the record's id. */
  path: string;
  /** The element of schema/roles.yaml whose rule admits the caller, when it is one. */
  element?: string;
  /** Every role admitted. */
  roles: readonly string[];
  /** Never by the user this field of the record names (schema \`notBy\`): 403. */
  notBy?: string;
  /** Also by the user this field of the record names, whatever their role (schema \`alsoBy\`). */
  alsoBy?: string;
  /** Key of \`actionPayloads\` (src/core/generated/validators.ts) that checks the body, if any. */
  payload?: string;
  /**
   * A declarative action's new values (schema \`set:\`): the generic planner of
   * server/resources/setFields.ts writes them, no hand-written one.
   */
  set?: Readonly<Record<string, string | number | boolean | null>>;
  /** Takes an \`Idempotency-Key\` header (schema \`idempotent\`, server/actions/idempotency.ts). */
  idempotent?: boolean;
}

export const actionRoutes = ${literal(routes)} as const satisfies readonly ActionRoute[];

type Route = (typeof actionRoutes)[number];

/** The actions with a hand-written planner (server/entities/planners.ts): those without \`set\`. */
export type ActionName = Exclude<Route, { set: object }>['name'];

/** The declarative actions (\`set:\`), done by the generic planner. */
export type DeclarativeActionName = Extract<Route, { set: object }>['name'];
`;
}
