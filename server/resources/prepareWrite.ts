/**
 * Turns a request body into the record to store, or into field errors: validation by the
 * registry (validateWrite), then unique values and references against the stored data. Ids,
 * read-only fields and timestamps come from the server, never from the body; a password field is
 * stored only as its hash. A replace changes the writable fields only.
 */
import { randomBytes } from 'node:crypto';
import { resources } from '../../src/core/generated/registry';
import type { FieldMeta, ResourceMeta } from '../../src/core/registry/types';
import { validateWrite, type WriteMode } from '../../src/core/registry/validation';
import { hashPassword } from '../auth/password';
import type { FieldErrorKeys } from '../http/sendError';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';

export type WriteOutcome =
  { ok: true; record: Record<string, unknown> } | { ok: false; errors: FieldErrorKeys };

/** i18n key: a reference names a record that does not exist. */
const MISSING_REFERENCE = 'validation.reference';
const UNIQUE = 'validation.unique';
const SERVER_FIELDS = ['id', 'passwordHash', 'createdAt', 'updatedAt'];

export async function prepareWrite(
  reader: Reader,
  meta: ResourceMeta,
  body: Record<string, unknown>,
  mode: WriteMode,
  existing?: DbRecord,
): Promise<WriteOutcome> {
  const input = withoutServerFields(meta, body);
  const result = validateWrite(meta.name, input, mode);
  if (!result.ok) return result;
  // A patch changes only what it sends (the validators would fill in defaults for the rest).
  const data =
    mode === 'patch'
      ? Object.fromEntries(Object.entries(result.data).filter(([key]) => key in input))
      : result.data;
  const errors = {
    ...(await uniqueViolations(reader, meta, data, existing)),
    ...(await missingReferences(reader, meta, data)),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const now = new Date().toISOString();
  const stored = hashPasswords(meta, data);
  if (mode === 'create') return { ok: true, record: { ...stored, createdAt: now, updatedAt: now } };
  if (mode === 'patch') return { ok: true, record: { ...stored, updatedAt: now } };
  return { ok: true, record: { ...kept(meta, existing), ...stored, updatedAt: now } };
}

function withoutServerFields(
  meta: ResourceMeta,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const ignored = new Set([...SERVER_FIELDS, ...readOnlyNames(meta)]);
  return Object.fromEntries(Object.entries(body).filter(([key]) => !ignored.has(key)));
}

function readOnlyNames(meta: ResourceMeta): string[] {
  return meta.fields.filter((field) => field.readOnly).map((field) => field.name);
}

/**
 * What a replace keeps from the stored record: everything but the writable fields. That is the
 * id, read-only fields, timestamps, the password hash, and fields the actions keep that the
 * registry does not describe (`statusBeforeUnlawful`, `cashbackPaid`...), which an edit form
 * knows nothing about and must not wipe.
 */
function kept(meta: ResourceMeta, existing: DbRecord | undefined): Record<string, unknown> {
  if (!existing) return {};
  const writable = new Set(
    meta.fields.filter((field) => !field.readOnly).map((field) => field.name),
  );
  return Object.fromEntries(Object.entries(existing).filter(([name]) => !writable.has(name)));
}

/** Unique values compare trimmed and case-insensitively: `ABC-1` and `abc-1` are the same code. */
async function uniqueViolations(
  reader: Reader,
  meta: ResourceMeta,
  data: Record<string, unknown>,
  existing: DbRecord | undefined,
): Promise<FieldErrorKeys> {
  const errors: FieldErrorKeys = {};
  for (const field of meta.fields) {
    const value = data[field.name];
    if (!isUnique(field) || value === null || value === undefined) continue;
    const holders = await reader.idsWithKey(meta.api, field.name, value);
    if (holders.some((id) => id !== existing?.id)) errors[field.name] = UNIQUE;
  }
  return errors;
}

function isUnique(field: FieldMeta): boolean {
  return field.type === 'string' && field.unique;
}

async function missingReferences(
  reader: Reader,
  meta: ResourceMeta,
  data: Record<string, unknown>,
): Promise<FieldErrorKeys> {
  const errors: FieldErrorKeys = {};
  for (const field of meta.fields) {
    const value = data[field.name];
    if (field.type !== 'reference' || value === null || value === undefined) continue;
    const target = resources[field.reference];
    if (!target || !(await reader.get(target.api, value))) errors[field.name] = MISSING_REFERENCE;
  }
  return errors;
}

/** Password fields are write-only: each becomes `passwordHash` with a fresh salt. */
function hashPasswords(meta: ResourceMeta, data: Record<string, unknown>): Record<string, unknown> {
  const stored = { ...data };
  for (const field of meta.fields) {
    if (field.type !== 'string' || field.format !== 'password') continue;
    const password = stored[field.name];
    delete stored[field.name];
    if (typeof password === 'string')
      stored.passwordHash = hashPassword(password, randomBytes(16).toString('hex'));
  }
  return stored;
}
