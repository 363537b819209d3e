/**
 * How an audit entry names things for a reader: its entity, fields and action in the UI
 * language, through the registry's labels (the same keys as the resource's own pages).
 */
import type { TranslateFunction } from 'react-admin';
import { resources } from '../core/generated/registry';
import type { FieldMeta } from '../core/registry/types';

/** Writes every entity has, and the server's own: `history.actions.<name>`. */
export const COMMON_ACTIONS: readonly string[] = [
  'create',
  'update',
  'delete',
  'changePassword',
  'load',
];

/** A secret is kept as `<field>Hash`; it is named as the field it keeps (`password`). */
const HASH_SUFFIX = 'Hash';

const routeOf = (entity: string): string | undefined => resources[entity]?.route;

/** The registry field an entry's change names, if the entity has one by that name. */
export function fieldMeta(entity: string, field: string): FieldMeta | undefined {
  return resources[entity]?.fields.find((meta) => meta.name === field);
}

export function entityLabel(translate: TranslateFunction, entity: string): string {
  const route = routeOf(entity);
  return route ? translate(`resources.${route}.name`, { smart_count: 1, _: entity }) : entity;
}

export function fieldLabel(translate: TranslateFunction, entity: string, field: string): string {
  const route = routeOf(entity);
  if (!route) return field;
  const shown =
    field.endsWith(HASH_SUFFIX) && fieldMeta(entity, field.slice(0, -HASH_SUFFIX.length))
      ? field.slice(0, -HASH_SUFFIX.length)
      : field;
  return translate(`resources.${route}.fields.${shown}`, { _: shown });
}

/**
 * A business action is labelled as its button is; it may change records of another entity than
 * its own (a waybill action writing a bill), so every entity's actions are looked through.
 */
export function actionLabel(translate: TranslateFunction, entity: string, action: string): string {
  if (COMMON_ACTIONS.includes(action)) return translate(`history.actions.${action}`);
  const owner = [resources[entity], ...Object.values(resources)].find(
    (meta) => meta?.actions?.[action] !== undefined,
  );
  return owner
    ? translate(`resources.${owner.route}.actions.${action}.label`, { _: action })
    : action;
}
