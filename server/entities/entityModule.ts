/**
 * What an entity's server behaviour is made of (docs/decisions.md, "Where an entity's server
 * behaviour lives"): each entity's module (server/entities/<name>.ts) says it in one place, and
 * the generic write path (server/resources/recordWrites.ts, actionRoutes.ts) asks the entity's
 * module, never the entity's name.
 */
import type { WriteRule } from '../access/writeRule';
import type { ActionHandler } from '../actions/actionPlan';
import type { ActionName, actionRoutes } from '../generated/actions';
import type { Reader, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import type { ResourceName } from './resourceName';

/**
 * Read-only fields the server fills in when a record is created through the generic POST, read
 * through the create's transaction so they agree with what it writes.
 */
export type CreateDefaults = (
  reader: Reader,
  record: Record<string, unknown>,
  user: DbRecord | undefined,
) => Promise<Record<string, unknown>>;

/**
 * Why the signed-in user may not turn `before` into `after` through the CRUD routes (either may
 * be absent: a create, a delete), as an i18n key; undefined when they may. Answered 403.
 */
export type WriterCheck = (
  actor: DbRecord | undefined,
  before: DbRecord | undefined,
  after: DbRecord | undefined,
) => string | undefined;

/**
 * What a write hook reads or writes: a whole resource, one of its fields (`waybill.finalFreight`),
 * or, for a reader only, everything (`*`).
 */
export type Touched = ResourceName | `${ResourceName}.${string}` | '*';

/**
 * A write hook with what it reads and writes: it runs after every other hook that writes what it
 * reads (server/entities/hookOrder.ts), so it sees their work of the same round. `after` names
 * hooks it must follow for another reason than data: whose refusal answers first.
 */
export interface DeclaredHook {
  name: string;
  reads: readonly Touched[];
  writes: readonly Touched[];
  after?: readonly string[];
  run: WriteHook;
}

/** The actions of the registry that belong to `R` and have a planner of their own. */
export type ActionOf<R extends ResourceName> = Extract<
  (typeof actionRoutes)[number],
  { resource: R }
>['name'] &
  ActionName;

/** `R`: the entity's name, whose actions it plans (none when left out: any entity's module). */
export interface EntityModule<R extends ResourceName = never> {
  writeRule?: WriteRule;
  createDefaults?: CreateDefaults;
  /** A check of who writes, beyond the field and row rules (the ranks of users). */
  writerCheck?: WriterCheck;
  hooks?: readonly DeclaredHook[];
  /** The planner (or handler) of each of the entity's actions without `set:` (ActionRoute). */
  actions?: { readonly [A in ActionOf<R>]: ActionHandler };
}

/** An entity whose records only the registry describes: no behaviour of its own. */
export const plainEntity = {} satisfies EntityModule;
