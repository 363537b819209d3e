/**
 * Turns what a request may write (server/access/fieldAuthority.ts) into the record to store, or
 * into field errors: validation by the registry (validateWrite), then unique values and
 * references against the stored data. Timestamps come from the server; a password field is
 * stored only as its hash. A replace changes the fields the writer may write only.
 */
import { randomBytes } from 'node:crypto';
import { resources } from '../../src/core/generated/registry';
import type { FieldMeta, ResourceMeta } from '../../src/core/registry/types';
import { validateWrite, type WriteMode } from '../../src/core/rules/validation';
import { hashPassword } from '../db/password';
import { serverDefaults } from '../db/serverDefaults';
import type { FieldErrorKeys } from '../http/sendError';
import type { Reader, Transaction } from '../db/store';
import type { DbRecord } from '../db/types';

export type PreparedWrite =
  { ok: true; record: Record<string, unknown> } | { ok: false; errors: FieldErrorKeys };

/** i18n key: a reference names a record that does not exist. */
const MISSING_REFERENCE = 'validation.reference';
const UNIQUE = 'validation.unique';

/**
 * `input`: only what the writer may write; `writable`: the names of the fields it may write
 * (fieldAuthority's: what a replace does not send of them is cleared, the others are kept).
 */
export async function prepareWrite(
  tx: Transaction,
  meta: ResourceMeta,
  input: Record<string, unknown>,
  mode: WriteMode,
  existing: DbRecord | undefined,
  writable: ReadonlySet<string>,
): Promise<PreparedWrite> {
  // What ties fields together (a span, a product) is checked on the record as it will be.
  const result = validateWrite(meta.name, input, mode, existing);
  if (!result.ok) return result;
  const { data } = result;
  const errors = {
    ...(await uniqueViolations(tx, meta, data, existing)),
    ...(await missingReferences(tx, meta, data)),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const now = tx.now.toISOString();
  const stored = hashPasswords(meta, data);
  if (mode === 'create')
    return {
      ok: true,
      record: { ...serverDefaults(meta), ...stored, createdAt: now, updatedAt: now },
    };
  if (mode === 'patch') return { ok: true, record: { ...stored, updatedAt: now } };
  return {
    ok: true,
    record: { ...kept(existing, writable), ...stored, updatedAt: now },
  };
}

/**
 * What a replace keeps from the stored record: everything but the fields the writer may write.
 * That is the id, server-written fields, timestamps, the password hash, and fields the actions
 * keep that the registry does not describe (`statusBeforeUnlawful`, `cashbackPaid`...), which an
 * edit form knows nothing about and must not wipe.
 */
function kept(
  existing: DbRecord | undefined,
  writable: ReadonlySet<string>,
): Record<string, unknown> {
  if (!existing) return {};
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

/** References naming no record, a list's rows' too (`pvzs.1.pvzId`, as validation names them). */
async function missingReferences(
  reader: Reader,
  meta: ResourceMeta,
  data: Record<string, unknown>,
): Promise<FieldErrorKeys> {
  const errors: FieldErrorKeys = {};
  const check = async (fields: readonly FieldMeta[], row: Record<string, unknown>, at: string) => {
    for (const field of fields) {
      const value = row[field.name];
      if (value === null || value === undefined) continue;
      if (field.type === 'list' && Array.isArray(value))
        for (const [index, item] of value.entries())
          await check(field.of, item as Record<string, unknown>, `${at}${field.name}.${index}.`);
      if (field.type !== 'reference') continue;
      const target = resources[field.reference];
      if (!target || !(await reader.get(target.api, value)))
        errors[`${at}${field.name}`] = MISSING_REFERENCE;
    }
  };
  await check(meta.fields, data, '');
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
