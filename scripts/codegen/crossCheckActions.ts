/**
 * The cross-checks of a field's filter (operator and default value) and of a resource's business
 * actions: what the meta-schema cannot see. Each stops codegen at the line of the mistake.
 */
import { en } from '../../src/core/i18n/app/en';
import { defaultFilter } from '../../src/core/registry/fieldDefaults';
import type { Registry } from './load';
import type {
  Field,
  FilterOperator,
  Resource,
  ResourceAction,
  ScalarField,
} from './registrySchema';

type At = (path: (string | number)[], reason: string) => never;

/** The field types each operator fits. */
const OPERATOR_TYPES: Record<FilterOperator, readonly string[]> = {
  contains: ['string', 'text'],
  range: ['number', 'integer', 'date', 'datetime'],
  in: ['enum', 'enumList', 'reference'],
  exact: [
    'string',
    'text',
    'number',
    'integer',
    'boolean',
    'date',
    'datetime',
    'enum',
    'enumList',
    'reference',
  ],
};

/** Whether a value (of a filter default or a condition) can be one of the field's. */
function fits(enums: Registry['enums'], field: Field | ScalarField, value: unknown): string | null {
  switch (field.type) {
    case 'enum':
    case 'enumList':
      if (field.enum === 'role' || !enums[field.enum]) return null;
      return String(value) in enums[field.enum].values
        ? null
        : `"${String(value)}" is not a value of ${field.enum}`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${String(value)} is not true or false`;
    case 'number':
    case 'integer':
      return typeof value === 'number' ? null : `${String(value)} is not a number`;
    case 'date':
    case 'datetime':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
        ? null
        : `${String(value)} is not a date (YYYY-MM-DD)`;
    case 'reference':
      return typeof value === 'number' || typeof value === 'string' ? null : 'not an id';
    default:
      return typeof value === 'string' ? null : `${String(value)} is not a text`;
  }
}

/** A field listed as a filter: its operator fits its type, its default fits both. */
export function checkFilter(
  enums: Registry['enums'],
  path: (string | number)[],
  field: Field,
  at: At,
): void {
  if (field.type === 'json' || field.type === 'list')
    at(path, `a ${field.type} field cannot be a filter`);
  const operator = field.filter ?? (defaultFilter(field) as FilterOperator);
  const types = OPERATOR_TYPES[operator];
  if (!types.includes(field.type))
    at(
      [...path, 'filter'],
      `filter ${operator} does not fit a ${field.type} field (it fits ${types.join(', ')})`,
    );
  const wanted = field.filterDefault;
  if (wanted === undefined) return;
  const where = [...path, 'filterDefault'];
  const isList = Array.isArray(wanted);
  const isRange = typeof wanted === 'object' && !isList;
  if (operator === 'in' && !isList) at(where, 'an in filter starts from a list: [A, B]');
  if (operator === 'range' && !isRange) at(where, 'a range filter starts from { gte, lte }');
  if ((operator === 'exact' || operator === 'contains') && (isList || isRange))
    at(where, `an ${operator} filter starts from one value`);
  const values = isList ? wanted : isRange ? Object.values(wanted) : [wanted];
  for (const value of values) {
    const wrong = fits(enums, field, value);
    if (wrong) at(where, wrong);
  }
}

const PLACEHOLDER = /%\{(\w+)\}/g;

/** A resource's actions: who may call them, their payload, their buttons' places and texts. */
export function checkActions(registry: Registry, resource: Resource, at: At): void {
  const { roles, enums, resources, pages } = registry;
  const isMember = (name: string) => name in roles.roles || name in roles.groups;
  const routes = new Map<string, string>();
  for (const [name, action] of Object.entries(resource.actions)) {
    const path = ['actions', name];
    const guards = [action.element, action.roles, action.access].filter((g) => g !== undefined);
    if (guards.length !== 1)
      at(path, `${name}: say who may call it with one of element, roles or access`);
    if (action.element !== undefined && !(action.element in roles.elements))
      at([...path, 'element'], `unknown element "${action.element}" (see schema/roles.yaml)`);
    for (const member of action.roles ?? [])
      if (!isMember(member)) at([...path, 'roles'], `"${member}" is neither a role nor a group`);
    const other = resources.find((r) => r !== resource && name in r.actions);
    if (other) at(path, `action "${name}" is declared by ${other.name} too`);
    const route = `${action.method} ${action.scope} ${action.path}`;
    if (routes.has(route))
      at([...path, 'path'], `${name} and ${routes.get(route)} answer the same route`);
    routes.set(route, name);

    for (const [field, def] of Object.entries(action.payload)) {
      const at2 = (key: string, reason: string) => at([...path, 'payload', field, key], reason);
      if (!def.labels && !resource.fields[field])
        at(
          [...path, 'payload', field],
          `${field} needs labels: ${resource.name} has no such field`,
        );
      if ((def.type === 'enum' || def.type === 'enumList') && !(def.enum in enums))
        at2('enum', `unknown enum "${def.enum}"`);
      if (def.type === 'reference' && !resources.some((r) => r.name === def.reference))
        at2('reference', `unknown resource "${def.reference}"`);
      if (def.type === 'string' && (def.pattern === undefined) !== (def.patternHint === undefined))
        at2('pattern', 'a pattern and its patternHint (the words of what it expects) go together');
    }

    const record = action.scope === 'record';
    for (const key of ['notBy', 'alsoBy'] as const) {
      const named = action[key];
      if (named === undefined) continue;
      if (!record) at([...path, key], `${key}: a collection action has no record`);
      const field = resource.fields[named];
      if (field?.type !== 'reference' || field.reference !== 'user')
        at([...path, key], `${named} is no reference to a user of ${resource.name}`);
    }
    if (!record && Object.keys(action.when).length > 0)
      at([...path, 'when'], 'a collection action has no record to test');
    for (const [field, condition] of Object.entries(action.when)) {
      const target = resource.fields[field];
      if (!target && field !== 'id') at([...path, 'when', field], `unknown field "${field}"`);
      const values =
        typeof condition === 'object' && !Array.isArray(condition)
          ? [condition.not ?? []].flat()
          : [condition].flat();
      for (const value of target ? values : []) {
        const wrong = fits(enums, target, value);
        if (wrong) at([...path, 'when', field], wrong);
      }
    }

    if (action.set !== undefined) checkSet(enums, resource, path, action, at);
    if (typeof action.success === 'string' && !isCatalogueText(action.success))
      at([...path, 'success'], `"${action.success}" is no text of the app catalogue`);

    for (const place of action.on ?? []) {
      if (place === 'list') continue;
      if (place === 'show' && record) continue;
      const view = pages.views[place];
      if (view?.resource !== resource.name)
        at(
          [...path, 'on'],
          `"${place}" is neither list${record ? ', show' : ''} nor a view of ${resource.name}`,
        );
    }

    for (const [language, text] of Object.entries(action.confirm ?? {})) {
      const where = [...path, 'confirm', language];
      for (const [, key] of text.matchAll(PLACEHOLDER)) {
        if (!record) at(where, `%{${key}}: a collection action has no record`);
        if (key !== 'id' && !resource.fields[key])
          at(where, `%{${key}} is no field of ${resource.name}`);
      }
    }
  }
}

/** Whether a key names a text of the app catalogue (English: every language has its keys). */
export function isCatalogueText(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string';
}

/** Fields a declarative action may not set: the server's own. */
const SERVER_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * A declarative action (`set:`): a record action with no body and the record as its answer, whose
 * values are the fields' own (type, enum, bounds, pattern); `null` clears an optional field.
 */
function checkSet(
  enums: Registry['enums'],
  resource: Resource,
  path: (string | number)[],
  action: ResourceAction,
  at: At,
): void {
  const set = action.set ?? {};
  if (action.scope !== 'record') at([...path, 'set'], 'set: a collection action has no record');
  if (Object.keys(action.payload).length > 0)
    at([...path, 'payload'], 'an action with set takes no payload: its values are in set');
  if (action.response) at([...path, 'response'], 'an action with set answers the record');
  if (Object.keys(set).length === 0) at([...path, 'set'], 'set names no field');
  for (const [name, value] of Object.entries(set)) {
    const where = [...path, 'set', name];
    const field = resource.fields[name];
    if (!field) at(where, `unknown field "${name}"`);
    if (SERVER_FIELDS.has(name)) at(where, `${name} is the server's to set`);
    if (field.type === 'list' || field.type === 'json' || field.type === 'enumList')
      at(where, `a ${field.type} field cannot be set by an action`);
    if (value === null) {
      if (field.required) at(where, `${name} is required: it cannot be cleared`);
      continue;
    }
    const wrong = fits(enums, field, value) ?? outOfBounds(field, value);
    if (wrong) at(where, wrong);
  }
}

/** A number outside the field's min / max (or not whole for an integer), a text outside its rules. */
function outOfBounds(field: Field, value: string | number | boolean): string | null {
  if ((field.type === 'number' || field.type === 'integer') && typeof value === 'number') {
    if (field.type === 'integer' && !Number.isInteger(value)) return `${value} is not an integer`;
    if (field.min !== undefined && value < field.min) return `${value} is below min ${field.min}`;
    if (field.max !== undefined && value > field.max) return `${value} is above max ${field.max}`;
  }
  if ((field.type === 'string' || field.type === 'text') && typeof value === 'string') {
    if (field.type === 'string' && field.min !== undefined && value.length < field.min)
      return `"${value}" is shorter than min ${field.min}`;
    if (field.max !== undefined && value.length > field.max)
      return `"${value}" is longer than max ${field.max}`;
    if (field.type === 'string' && field.pattern && !new RegExp(field.pattern).test(value))
      return `"${value}" does not match the pattern ${field.pattern}`;
  }
  return null;
}
