/**
 * The planner of every declarative action (schema `set:`): it loads the record, refuses it unless
 * the action's `when` matches (the records whose button shows, src/core/rules/actions.ts), and
 * writes the declared values through the resource's write rule, like any other action.
 */
import { resources } from '../../src/core/generated/registry';
import { actionMeta, matchesConditions } from '../../src/core/rules/actions';
import type { ActionRoute } from '../generated/actions';
import { writeActor } from '../access/writeActor';
import { entityOf } from '../entities/entities';
import { ACTION_ERRORS } from '../actions/actionMessages';
import { change, notFound, refuse, type Planner } from '../actions/actionPlan';

/** The planner of the action `action` of `resource`, whose `set:` is `values`. */
export const setFields = (
  resource: string,
  action: string,
  values: NonNullable<ActionRoute['set']>,
): Planner => {
  const { api, name } = resources[resource];
  const { when } = actionMeta(name, action);
  return async ({ tx, req, res }) => {
    const record = await tx.get(api, req.params.id);
    if (!record) return notFound;
    if (!matchesConditions(record, when)) return refuse(ACTION_ERRORS.notApplicable);
    const rule = entityOf(name).writeRule;
    if (!rule) return change(api, record, { ...values });
    const ruled = rule(record, { ...record, ...values }, writeActor(res), tx.now);
    return ruled.ok ? change(api, record, ruled.record) : ruled;
  };
};
