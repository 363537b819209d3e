/**
 * Row scope (schema `scope:`): a company role sees, counts, exports, looks up and changes only
 * its own company's rows of a scoped resource; another company's record is not there for it (404).
 * A resource is scoped by a field naming the company (`company:`), or through a reference to a
 * company-scoped resource (`via:`: a client's payments are its company's). Every reader of
 * records asks here: lists, shows, writes, actions, export, statistics.
 */
import { isCompanyRole } from '../../src/core/auth/ranks';
import { resources } from '../../src/core/generated/registry';
import { normalizeRole } from '../../src/core/rules/access';
import type { ResourceMeta } from '../../src/core/registry/types';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import type { Condition } from '../db/conditions';

/** The company a signed-in user is bound to, or undefined when its role sees every company. */
export function boundCompany(user: DbRecord | undefined): { id: string } | undefined {
  const role = normalizeRole(typeof user?.role === 'string' ? user.role : undefined);
  if (role === undefined || !isCompanyRole(role)) return undefined;
  // A company role without a company sees no company's rows: no id is the empty text.
  const id = user?.companyId;
  return { id: id === undefined || id === null ? '' : String(id) };
}

/** The field of a record that decides its scope: the company's, or the scoping reference. */
export function scopeField(meta: ResourceMeta): string | undefined {
  if (!meta.scope) return undefined;
  return 'company' in meta.scope ? meta.scope.company : meta.scope.via;
}

/** The list conditions that keep `user` to its company's rows (none when it sees every row). */
export function scopeConditions(meta: ResourceMeta, user: DbRecord | undefined): Condition[] {
  const company = boundCompany(user);
  if (!meta.scope || !company) return [];
  if ('via' in meta.scope) {
    const target = viaTarget(meta, meta.scope.via);
    const conditions = scopeConditions(target, user);
    return [{ kind: 'via', field: meta.scope.via, collection: target.api, conditions }];
  }
  const values = new Set([company.id]);
  return meta.scope.company === 'id'
    ? [{ kind: 'ids', ids: values }]
    : [{ kind: 'equals', field: meta.scope.company, values }];
}

/**
 * May `user` see this record of `meta`, a resource scoped by a field of its own (`company:`)?
 * A resource scoped `via:` a reference needs the referenced record: `isVisible`.
 */
export function inScope(meta: ResourceMeta, user: DbRecord | undefined, record: DbRecord): boolean {
  const company = boundCompany(user);
  if (!meta.scope || !company) return true;
  if (!('company' in meta.scope)) throw new Error(`${meta.name} is scoped via a reference`);
  const value = record[meta.scope.company];
  return value !== undefined && value !== null && String(value) === company.id && company.id !== '';
}

/** May `user` see this record of `meta` (whatever its scope)? */
export async function isVisible(
  reader: Reader,
  meta: ResourceMeta,
  user: DbRecord | undefined,
  record: DbRecord,
): Promise<boolean> {
  if (!meta.scope || !boundCompany(user)) return true;
  if ('company' in meta.scope) return inScope(meta, user, record);
  const target = viaTarget(meta, meta.scope.via);
  const id = record[meta.scope.via];
  if (id === undefined || id === null) return false;
  const referenced = await reader.get(target.api, id);
  return referenced !== undefined && inScope(target, user, referenced);
}

/** What a new record of a company role is given: its company (nothing for other roles). */
export function scopeFill(meta: ResourceMeta, user: DbRecord | undefined): Record<string, unknown> {
  const company = boundCompany(user);
  if (!meta.scope || !('company' in meta.scope) || !company) return {};
  if (meta.scope.company === 'id' || company.id === '') return {};
  return { [meta.scope.company]: Number(company.id) };
}

/** Every record of `meta` the user's scope holds, with only `fields` (statistics read a few). */
export async function scopedRecords(
  reader: Reader,
  meta: ResourceMeta,
  fields: readonly string[],
  user: DbRecord | undefined,
): Promise<DbRecord[]> {
  const field = scopeField(meta);
  if (!meta.scope || !field || !boundCompany(user)) return reader.all(meta.api, fields);
  const rows = await reader.all(meta.api, [...fields, field]);
  if ('company' in meta.scope) return rows.filter((record) => inScope(meta, user, record));
  const target = viaTarget(meta, field);
  const visible = new Set(
    (await scopedRecords(reader, target, [], user)).map((record) => String(record.id)),
  );
  return rows.filter((record) => record[field] != null && visible.has(String(record[field])));
}

/**
 * The resources whose records decide which of `meta`'s records are in a scope: itself and, for a
 * resource scoped `via:` a reference, the resource it points at (a client's move to another
 * company moves its payments).
 */
export function scopeSources(meta: ResourceMeta): ResourceMeta[] {
  const field = scopeField(meta);
  if (!meta.scope || !field || 'company' in meta.scope) return [meta];
  return [meta, ...scopeSources(viaTarget(meta, field))];
}

/** The company-scoped resource a `via:` reference names (the registry checks it is one). */
function viaTarget(meta: ResourceMeta, via: string): ResourceMeta {
  const field = meta.fields.find((candidate) => candidate.name === via);
  const target = field?.type === 'reference' ? resources[field.reference] : undefined;
  if (!target) throw new Error(`${meta.name}.${via} is no reference`);
  return target;
}
