/**
 * The business actions of the registry (schema `actions:`) at runtime: their metadata, their API
 * path, and whether a record is one the action applies to (`when:`: the app hides the button of
 * the others; the API decides on its own).
 */
import { resources } from '../generated/registry';
import { canAccess, isRefusedRole } from './access';
import type { ActionCondition, ActionMeta, FilterValue } from '../registry/types';

/** The action's metadata; a name the registry does not know is a mistake of the caller. */
export function actionMeta(resourceName: string, action: string): ActionMeta {
  const meta = resources[resourceName]?.actions?.[action];
  if (!meta) throw new Error(`${resourceName} has no action ${action}: declare it in its YAML`);
  return meta;
}

/** May `role` run the action: one of the roles it admits (the API checks the same list). */
export function mayRunAction(meta: ActionMeta, role: string | undefined): boolean {
  return (
    role !== undefined && !isRefusedRole(role) && (meta.roles as readonly string[]).includes(role)
  );
}

/** Does the record's `field` name the user? */
const names = (record: Record<string, unknown>, field: string | undefined, userId: unknown) =>
  field !== undefined &&
  userId !== undefined &&
  userId !== null &&
  record[field] !== undefined &&
  record[field] !== null &&
  String(record[field]) === String(userId);

/**
 * May the user (`role`, `userId`) run the record action on `record` of `resourceName`? Never when
 * the action's `notBy` field names them (a requester does not decide their request); else when
 * their role is admitted, or its `alsoBy` field names them and they may read the record (a
 * requester withdrawing their own). The API decides the same (server/resources/actionRoutes.ts).
 */
export function mayRunOnRecord(
  meta: ActionMeta,
  resourceName: string,
  role: string | undefined,
  userId: unknown,
  record: Record<string, unknown>,
): boolean {
  if (names(record, meta.notBy, userId)) return false;
  if (mayRunAction(meta, role)) return true;
  return names(record, meta.alsoBy, userId) && canAccess(role, 'show', resourceName);
}

/** Is the user refused the action on the record because its `notBy` field names them? */
export const isRefusedAsAuthor = (
  meta: ActionMeta,
  userId: unknown,
  record: Record<string, unknown>,
): boolean => names(record, meta.notBy, userId);

/** The API path of an action (under /api), for a record when it is a record action. */
export function actionPath(meta: ActionMeta, id?: string | number): string {
  return meta.scope === 'record'
    ? meta.path.replace(':id', encodeURIComponent(String(id)))
    : meta.path;
}

/** The i18n key of the message once the action is done (SPEC 8: "Action completed" by default). */
export function actionSuccessKey(resourceName: string, meta: ActionMeta): string {
  if (typeof meta.success === 'string') return meta.success;
  return meta.success
    ? `resources.${resources[resourceName].route}.actions.${meta.name}.success`
    : 'notify.done';
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** Values compare as text, as the list filters do: 1 and "1" are the same id. */
const anyOf = (value: unknown, wanted: FilterValue | FilterValue[]) =>
  [wanted].flat().some((one) => String(one) === String(value));

function matches(value: unknown, condition: ActionCondition): boolean {
  if (typeof condition !== 'object' || Array.isArray(condition)) return anyOf(value, condition);
  const { not, exists, gt, gte, lt, lte } = condition;
  if (not !== undefined && anyOf(value, not)) return false;
  if (exists !== undefined && exists === isBlank(value)) return false;
  const number = Number(value);
  const compared = [gt, gte, lt, lte].some((bound) => bound !== undefined);
  if (compared && (isBlank(value) || Number.isNaN(number))) return false;
  if (gt !== undefined && !(number > gt)) return false;
  if (gte !== undefined && !(number >= gte)) return false;
  if (lt !== undefined && !(number < lt)) return false;
  if (lte !== undefined && !(number <= lte)) return false;
  return true;
}

export function matchesConditions(
  record: Record<string, unknown>,
  when: Record<string, ActionCondition> | undefined,
): boolean {
  return Object.entries(when ?? {}).every(([field, condition]) =>
    matches(record[field], condition),
  );
}
