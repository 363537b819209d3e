/**
 * What each business action of the registry (schema `actions:`, server/generated/actions.ts) does,
 * by the action's name, from the entity modules (server/entities/): each names the planners of
 * its own actions. A planner decides on the records and runAction writes its plan and answers the
 * record; an action that answers something else (a report) has a handler of its own. tsc fails
 * when a declared action has no planner here, and an entity module names only its own actions.
 */
import type { ActionName } from '../generated/actions';
import { entities } from './entities';
import type { ActionHandler } from '../actions/actionPlan';

type Entities = typeof entities;
/** The actions some entity module plans. */
type Planned = {
  [R in keyof Entities]: Entities[R] extends { actions: infer A } ? keyof A : never;
}[keyof Entities];
/** Fails to compile, naming the actions, while any declared action has no planner. */
const everyActionPlanned: [Exclude<ActionName, Planned>] extends [never]
  ? true
  : Exclude<ActionName, Planned> = true;

export const ACTION_HANDLERS = Object.fromEntries(
  Object.values(entities).flatMap((entity) =>
    'actions' in entity ? Object.entries<ActionHandler>(entity.actions) : [],
  ),
) as Record<ActionName, ActionHandler>;
void everyActionPlanned;
