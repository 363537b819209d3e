/**
 * Row scope (schema `scope:`): a company role sees, counts, exports, looks up and changes only
 * its own company's rows of a scoped resource, a pickup point role only its points' rows (a role
 * of both, COMPANY_PVZ, the rows that are both); another's record is not there for it (404).
 * A resource is scoped by the fields naming the company (`company:`) and the point (`pvz:`), or
 * through a reference to a resource scoped so (`via:`: a client's payments are its company's and
 * its point's). Every reader of records asks here: lists, shows, writes, actions, export,
 * statistics.
 */
import { isCompanyRole, isPvzRole } from '../../src/core/auth/ranks';
import { resources } from '../../src/core/generated/registry';
import { normalizeRole } from '../../src/core/rules/access';
import type { ResourceMeta } from '../../src/core/registry/types';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import type { Condition } from '../db/conditions';

/** The part of a row scope a resource is scoped by: a company or a pickup point. */
type Scoping = 'company' | 'pvz';

/** What a signed-in user is bound to, by scoping: the ids of the rows' company or points. */
type Binding = Partial<Record<Scoping, ReadonlySet<string>>>;

function roleOf(user: DbRecord | undefined) {
  return normalizeRole(typeof user?.role === 'string' ? user.role : undefined);
}

/** The company a signed-in user is bound to, or undefined when its role sees every company. */
export function boundCompany(user: DbRecord | undefined): { id: string } | undefined {
  const role = roleOf(user);
  if (role === undefined || !isCompanyRole(role)) return undefined;
  // A company role without a company sees no company's rows: no id is the empty text.
  const id = user?.companyId;
  return { id: id === undefined || id === null ? '' : String(id) };
}

/**
 * The pickup points a signed-in user works at (its `pvzs`), or undefined when its role sees every
 * point. A pickup point role with none sees no point's rows.
 */
export function boundPoints(user: DbRecord | undefined): ReadonlySet<string> | undefined {
  const role = roleOf(user);
  if (role === undefined || !isPvzRole(role)) return undefined;
  const rows: unknown = user?.pvzs;
  const ids = (Array.isArray(rows) ? rows : []).flatMap((row: unknown) => {
    const id = typeof row === 'object' && row !== null ? (row as DbRecord).pvzId : undefined;
    return typeof id === 'number' ? [String(id)] : [];
  });
  return new Set(ids);
}

function bindingOf(user: DbRecord | undefined): Binding {
  const company = boundCompany(user);
  const points = boundPoints(user);
  return {
    ...(company ? { company: new Set(company.id === '' ? [] : [company.id]) } : {}),
    ...(points ? { pvz: points } : {}),
  };
}

/** Is `user` bound to some company or points (else it sees every row)? */
export function isBound(user: DbRecord | undefined): boolean {
  return Object.keys(bindingOf(user)).length > 0;
}

/** One key per row scope: users of the same key see the same rows ('*' for every row). */
export function scopeKey(user: DbRecord | undefined): string {
  const { company, pvz } = bindingOf(user);
  if (!company && !pvz) return '*';
  const ids = (set: ReadonlySet<string> | undefined) => (set ? [...set].sort().join(',') : '*');
  return `company:${ids(company)}|pvz:${ids(pvz)}`;
}

/**
 * The fields of a record of `meta` (scoped by its own fields) that bind `user`, each with the ids
 * it must hold; none when the user sees every row.
 */
function boundFields(
  meta: ResourceMeta,
  user: DbRecord | undefined,
): { scoping: Scoping; field: string; ids: ReadonlySet<string> }[] {
  if (!meta.scope || 'via' in meta.scope) return [];
  const scope = meta.scope;
  const binding = bindingOf(user);
  return (['company', 'pvz'] as const).flatMap((scoping) => {
    const field = scope[scoping];
    const ids = binding[scoping];
    return field !== undefined && ids ? [{ scoping, field, ids }] : [];
  });
}

/** The field of a record that decides its scope through a reference (`via:`), if it is so scoped. */
export function viaField(meta: ResourceMeta): string | undefined {
  return meta.scope && 'via' in meta.scope ? meta.scope.via : undefined;
}

/** The fields of a record that decide its scope: its company's and point's, or the reference. */
export function scopeFields(meta: ResourceMeta): string[] {
  if (!meta.scope) return [];
  if ('via' in meta.scope) return [meta.scope.via];
  return [meta.scope.company, meta.scope.pvz].filter((field) => field !== undefined);
}

/** The list conditions that keep `user` to its rows (none when it sees every row). */
export function scopeConditions(meta: ResourceMeta, user: DbRecord | undefined): Condition[] {
  const via = viaField(meta);
  if (via !== undefined) {
    const target = viaTarget(meta, via);
    const conditions = scopeConditions(target, user);
    if (conditions.length === 0) return [];
    return [{ kind: 'via', field: via, collection: target.api, conditions }];
  }
  return boundFields(meta, user).map(({ field, ids }) =>
    field === 'id' ? { kind: 'ids', ids } : { kind: 'equals', field, values: ids },
  );
}

/**
 * May `user` see this record of `meta`, a resource scoped by fields of its own?
 * A resource scoped `via:` a reference needs the referenced record: `isVisible`.
 */
export function inScope(meta: ResourceMeta, user: DbRecord | undefined, record: DbRecord): boolean {
  return outsideField(meta, user, record) === undefined;
}

/** The first field of a record of `meta` (scoped by its own fields) that puts it outside. */
function outsideField(meta: ResourceMeta, user: DbRecord | undefined, record: DbRecord) {
  if (viaField(meta) !== undefined) throw new Error(`${meta.name} is scoped via a reference`);
  return boundFields(meta, user).find(({ field, ids }) => {
    const value = record[field];
    return value === undefined || value === null || !ids.has(String(value));
  });
}

/** i18n keys of a write that would leave the writer's scope, by what it leaves. */
const OUTSIDE: Record<Scoping, string> = {
  company: 'authority.otherCompany',
  pvz: 'authority.otherPvz',
};

/**
 * Why `user` may not write `record` of `meta` as it would be, as a field error (a row it could
 * not see: another company's or point's), or undefined when it may.
 */
export async function outsideScope(
  reader: Reader,
  meta: ResourceMeta,
  user: DbRecord | undefined,
  record: DbRecord,
): Promise<Record<string, string> | undefined> {
  if (await isVisible(reader, meta, user, record)) return undefined;
  const via = viaField(meta);
  if (via !== undefined) {
    const target = viaTarget(meta, via);
    const referenced = record[via] == null ? undefined : await reader.get(target.api, record[via]);
    const outside = referenced && outsideField(target, user, referenced);
    return { [via]: OUTSIDE[outside ? outside.scoping : 'company'] };
  }
  const outside = outsideField(meta, user, record);
  return outside && { [outside.field]: OUTSIDE[outside.scoping] };
}

/** Does the scope of `meta` bind `user` at all (through its reference, if it has one)? */
function binds(meta: ResourceMeta, user: DbRecord | undefined): boolean {
  return scopeConditions(meta, user).length > 0;
}

/** May `user` see this record of `meta` (whatever its scope)? */
export async function isVisible(
  reader: Reader,
  meta: ResourceMeta,
  user: DbRecord | undefined,
  record: DbRecord,
): Promise<boolean> {
  if (!binds(meta, user)) return true;
  const via = viaField(meta);
  if (via === undefined) return inScope(meta, user, record);
  const target = viaTarget(meta, via);
  const id = record[via];
  if (id === undefined || id === null) return false;
  const referenced = await reader.get(target.api, id);
  return referenced !== undefined && inScope(target, user, referenced);
}

/** What a new record of a company role is given: its company (nothing for other roles). */
export function scopeFill(meta: ResourceMeta, user: DbRecord | undefined): Record<string, unknown> {
  const company = boundCompany(user);
  if (!meta.scope || 'via' in meta.scope || !company) return {};
  const field = meta.scope.company;
  if (field === undefined || field === 'id' || company.id === '') return {};
  return { [field]: Number(company.id) };
}

/** Every record of `meta` the user's scope holds, with only `fields` (statistics read a few). */
export async function scopedRecords(
  reader: Reader,
  meta: ResourceMeta,
  fields: readonly string[],
  user: DbRecord | undefined,
): Promise<DbRecord[]> {
  if (!binds(meta, user)) return reader.all(meta.api, fields);
  const rows = await reader.all(meta.api, [...fields, ...scopeFields(meta)]);
  const via = viaField(meta);
  if (via === undefined) return rows.filter((record) => inScope(meta, user, record));
  const target = viaTarget(meta, via);
  const visible = new Set(
    (await scopedRecords(reader, target, [], user)).map((record) => String(record.id)),
  );
  return rows.filter((record) => record[via] != null && visible.has(String(record[via])));
}

/**
 * The resources whose records decide which of `meta`'s records are in a scope: itself and, for a
 * resource scoped `via:` a reference, the resource it points at (a client's move to another
 * company or point moves its payments).
 */
export function scopeSources(meta: ResourceMeta): ResourceMeta[] {
  const via = viaField(meta);
  if (via === undefined) return [meta];
  return [meta, ...scopeSources(viaTarget(meta, via))];
}

/** The resource a `via:` reference names, scoped by its own fields (the registry checks it). */
function viaTarget(meta: ResourceMeta, via: string): ResourceMeta {
  const field = meta.fields.find((candidate) => candidate.name === via);
  const target = field?.type === 'reference' ? resources[field.reference] : undefined;
  if (!target) throw new Error(`${meta.name}.${via} is no reference`);
  return target;
}
