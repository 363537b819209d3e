/**
 * Field write rules (schema `writtenBy`) for create, replace and patch: which fields of a body the
 * signed-in role may write. A field it may not write may still be sent back as it is (an edit
 * form sends the whole record), or as the role read it (a masked card number); a change to it is
 * refused, naming the field, and nothing is written. A password is written on create only:
 * afterwards through its own endpoints.
 */
import { shownValue } from '../../src/core/registry/fieldReads';
import { mayWriteThroughForms } from '../../src/core/registry/fieldWrites';
import type { FieldMeta, ResourceMeta } from '../../src/core/registry/types';
import type { WriteMode } from '../../src/core/rules/validation';
import { BOOKKEEPING_FIELDS } from '../db/bookkeeping';
import type { DbRecord } from '../db/types';
import type { FieldErrorKeys } from '../http/sendError';

const NOT_WRITABLE = 'authority.fieldNotWritable';
const OTHER_COMPANY = 'authority.otherCompany';

export interface FieldAuthority {
  /** The fields the request may not change, as field errors; empty when it may write them all. */
  refused: FieldErrorKeys;
  /** The body without what it may not write (unchanged values and the version), plus the fill. */
  input: Record<string, unknown>;
  /** The fields the role may write on this kind of write, sent or not (what a replace clears). */
  writable: ReadonlySet<string>;
}

/**
 * `fill`: the values the server gives the record whatever the body says (a company role's
 * company); the body may repeat them, not change them.
 */
export function fieldAuthority(
  meta: ResourceMeta,
  role: string | undefined,
  body: Record<string, unknown>,
  mode: WriteMode,
  existing: DbRecord | undefined,
  fill: Record<string, unknown>,
): FieldAuthority {
  const fields = new Map(meta.fields.map((field) => [field.name, field]));
  const writableNames = new Set(
    meta.fields.filter((field) => writable(field, role, mode)).map((field) => field.name),
  );
  // Entries, not assignments: JSON.parse makes `__proto__` an own key of the body, and assigning
  // it to an object would set (or silently not set) its prototype instead of refusing it.
  const refused: [string, string][] = [];
  const input: [string, unknown][] = [];
  for (const [name, value] of Object.entries(body)) {
    // Sent back by an edit and not compared: the version is checked on its own (a stale one is
    // a 409), and the time of the last change is the server's.
    if (BOOKKEEPING_FIELDS.has(name)) continue;
    const field = fields.get(name);
    // Own keys only: `constructor` or `toString` in a body name no field and no fill.
    const kept = existing && Object.hasOwn(existing, name) ? existing[name] : undefined;
    // What the caller read of it is what it may send back: a mask, or nothing.
    const stored = field ? shownValue(role, field, kept) : kept;
    if (Object.hasOwn(fill, name)) {
      if (!sameValue(value, fill[name])) refused.push([name, OTHER_COMPANY]);
    } else if (writableNames.has(name)) {
      input.push([name, value]);
    } else if (!sameValue(value, stored)) {
      refused.push([name, NOT_WRITABLE]);
    }
  }
  // A company role keeps its rows in its company: a replace cannot drop the company either.
  return {
    refused: Object.fromEntries(refused),
    input: { ...Object.fromEntries(input), ...fill },
    writable: writableNames,
  };
}

/** May `role` write the field on this kind of write? */
function writable(field: FieldMeta, role: string | undefined, mode: WriteMode): boolean {
  if (field.type === 'string' && field.format === 'password') return mode === 'create';
  return mayWriteThroughForms(role, field);
}

/** A value sent back as stored: blanks alike, numbers and their text alike. */
function sameValue(sent: unknown, stored: unknown): boolean {
  if (isBlank(sent) && isBlank(stored)) return true;
  if (isScalar(sent) && isScalar(stored)) return String(sent) === String(stored);
  return JSON.stringify(sent) === JSON.stringify(stored);
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
