/**
 * One validation path for the app's forms and the demo API: the generated zod schema of a
 * resource, and one mapping from zod issues to i18n keys with arguments.
 */
import { z } from 'zod';
import { resources } from '../generated/registry';
import { actionPayloads, recordChecks, validators } from '../generated/validators';
import type { FieldErrors, ValidationMessage } from '../registry/fieldErrors';
import { runRecordChecks } from '../registry/recordChecks';
import { recordRules } from './recordRules';
import { oversizedFields, oversizedPayload } from '../registry/sizeCaps';

export type WriteMode = 'create' | 'replace' | 'patch';
export type ValidationResult =
  { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** No value: what a required field may not be. */
export const isBlank = (input: unknown) => input === undefined || input === null || input === '';

function rowNumber(path: PropertyKey[]): number | undefined {
  const index = path.find((key) => typeof key === 'number');
  return typeof index === 'number' ? index + 1 : undefined;
}

/** The i18n key and arguments that say what is wrong, in the user's words. */
export function issueMessage(issue: z.core.$ZodIssue): ValidationMessage {
  const level = rowNumber(issue.path);
  // Nothing given (a missing enum is no wrong value either): say it cannot be empty.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && isBlank(issue.input)) {
    return level
      ? { message: 'validation.level.required', args: { level } }
      : { message: 'validation.required' };
  }
  if (issue.code === 'custom') {
    const params = (issue.params ?? {}) as Record<string, string | number>;
    return { message: issue.message, args: params };
  }
  if (
    issue.code === 'too_small' &&
    level &&
    issue.origin === 'number' &&
    Number(issue.minimum) === 0
  ) {
    return { message: 'validation.level.negative', args: { level } };
  }
  // Messages set in the schema (formats, comment length, a pattern's hint) are already keys.
  if (issue.message.startsWith('validation.') || issue.message.startsWith('resources.')) {
    const args: Record<string, number> = {};
    if (issue.code === 'too_big') args.max = Number(issue.maximum);
    if (issue.code === 'too_small') args.min = Number(issue.minimum);
    return { message: issue.message, args };
  }
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return { message: 'validation.minLength', args: { min: Number(issue.minimum) } };
      if (issue.origin === 'array') {
        // smart_count picks the English singular ("one item") for a minimum of 1.
        const min = Number(issue.minimum);
        return { message: 'validation.list.minItems', args: { min, smart_count: min } };
      }
      return { message: 'validation.minValue', args: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { message: 'validation.maxLength', args: { max: Number(issue.maximum) } };
      if (issue.origin === 'array') {
        const max = Number(issue.maximum);
        return { message: 'validation.list.maxItems', args: { max, smart_count: max } };
      }
      return { message: 'validation.maxValue', args: { max: Number(issue.maximum) } };
    case 'invalid_type':
      if (issue.expected === 'number') return { message: 'validation.number' };
      if (issue.expected === 'int') return { message: 'validation.integer' };
      return { message: 'validation.pattern' };
    case 'invalid_value':
      return { message: 'validation.oneOf' };
    case 'invalid_format':
      return { message: 'validation.pattern' };
    default:
      return { message: 'validation.pattern' };
  }
}

/**
 * Each resource's schema for each mode, made once: zod compiles a schema's parser on its first
 * parse, so a schema made afresh for every write paid that compilation every time.
 */
const schemasByMode = new Map<string, z.ZodObject>();

function schemaFor(resourceName: string, schema: z.ZodObject, mode: WriteMode): z.ZodObject {
  const key = `${resourceName} ${mode}`;
  let made = schemasByMode.get(key);
  if (made === undefined) {
    made = modeSchema(resourceName, schema, mode);
    schemasByMode.set(key, made);
  }
  return made;
}

/**
 * Only a create fills in the YAML `default`s: a replace or a patch writes a record that exists,
 * and a value it lacks stays missing rather than becoming a default nobody chose. Write-only
 * fields (passwords) are required to create a record, not to replace it.
 */
function modeSchema(resourceName: string, schema: z.ZodObject, mode: WriteMode): z.ZodObject {
  if (mode === 'create') return schema;
  const existing = withoutDefaults(schema);
  if (mode === 'patch') return existing.partial();
  const writeOnly = resources[resourceName].fields.filter(
    (f) => f.type === 'string' && f.format === 'password',
  );
  // zod types the mask by the schema's keys; a registry-built schema only knows they are strings.
  const mask = Object.fromEntries(writeOnly.map((f) => [f.name, true])) as Record<string, true> &
    Record<number, never>;
  return writeOnly.length ? existing.partial(mask) : existing;
}

/** The fields without their `default`s (a list's rows are sent whole, with their own values). */
function withoutDefaults(schema: z.ZodObject): z.ZodObject {
  const fields = Object.entries(schema.shape).map(
    ([name, field]) => [name, field instanceof z.ZodDefault ? field.unwrap() : field] as const,
  );
  return z.object(Object.fromEntries(fields));
}

export function hasValidator(resourceName: string): boolean {
  return resourceName in validators;
}

/**
 * Validates a write; the data returned holds only the resource's writable fields that were sent,
 * and for a create the defaults of those that were not, with the values the registry derives
 * (schema `product:`). Every problem found is reported at once, one per field: the fields' own,
 * then what ties fields together (spans, products, the resource's record rules), checked on what
 * could be read of the input. `stored` is the record a patch or replace changes, on the server:
 * those checks see it with the write applied.
 */
export function validateWrite(
  resourceName: string,
  body: unknown,
  mode: WriteMode,
  stored?: Record<string, unknown>,
): ValidationResult {
  const schema = validators[resourceName];
  if (!schema) throw new Error(`No validator for resource ${resourceName}`);
  const modal = schemaFor(resourceName, schema, mode);
  const input = isRecord(body) ? body : {};
  const parsed = modal.safeParse(body ?? {}, { reportInput: true });
  const oversized = oversizedFields(
    resources[resourceName].fields.filter((field) => field.name in schema.shape),
    input,
  );
  const errors: FieldErrors = { ...issueErrors(parsed.error), ...oversized };
  const read = parsed.success ? (parsed.data as Record<string, unknown>) : readable(modal, input);
  const record = { ...stored, ...read };
  const touched = mode === 'patch' ? (field: string) => field in input : undefined;
  const checked = runRecordChecks(recordChecks[resourceName], record, touched);
  const ruleErrors = recordRules[resourceName]?.({ ...record, ...checked.derived }) ?? {};
  for (const [path, error] of Object.entries({ ...checked.errors, ...ruleErrors }))
    errors[path] ??= error;
  if (!parsed.success || hasAny(errors)) return { ok: false, errors };
  return { ok: true, data: { ...read, ...checked.derived } };
}

/**
 * What can be read of an input the validator refused: each field that passes on its own, as the
 * validator makes it, and a list's rows as they were sent (their rules read only their numbers).
 */
function readable(schema: z.ZodObject, input: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = input[name];
    if (Array.isArray(value)) values[name] = value;
    else {
      const parsed = (field as z.ZodType).safeParse(value);
      if (parsed.success && parsed.data !== undefined) values[name] = parsed.data;
    }
  }
  return values;
}

function fieldErrors(issues: z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    // A strict object's keys it does not know: each named, as a field error of its own.
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys)
        errors[[...issue.path, name].map(String).join('.')] ??= { message: UNKNOWN_FIELD };
      continue;
    }
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issueMessage(issue);
  }
  return errors;
}

const UNKNOWN_FIELD = 'validation.unknownField';
/** The body of an action with no payload: nothing, or an empty object. */
const NO_PAYLOAD = z.strictObject({});

/**
 * Validates the body of a business action (schema `actions.<name>.payload`, none when undefined);
 * the data returned holds its declared fields, transformed. A key it does not declare is an error.
 */
export function validatePayload(actionName: string | undefined, body: unknown): ValidationResult {
  const input = isRecord(body) ? body : {};
  const schema = (actionName === undefined ? undefined : actionPayloads[actionName]) ?? NO_PAYLOAD;
  const parsed = schema.safeParse(input, { reportInput: true });
  const oversized = oversizedPayload(input);
  if (!parsed.success || hasAny(oversized))
    return { ok: false, errors: { ...issueErrors(parsed.error), ...oversized } };
  return { ok: true, data: parsed.data as Record<string, unknown> };
}

/** The validators' errors, if they failed (size errors are merged over them). */
function issueErrors(error: z.ZodError | undefined): FieldErrors {
  return error ? fieldErrors(error.issues) : {};
}

const hasAny = (errors: FieldErrors) => Object.keys(errors).length > 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
