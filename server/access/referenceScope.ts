/**
 * A write of a company or pickup point role may point its references only at records that role may see: a
 * waybill of its company cannot be given another company's client (which would then show in
 * that company's settlement). A reference it sends back unchanged is not checked again (an edit
 * form sends the whole record, staff of the platform included). To the role, a record it may not
 * see does not exist: the refusal reads as a missing reference.
 */
import { resources } from '../../src/core/generated/registry';
import type { ResourceMeta } from '../../src/core/registry/types';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import type { FieldErrorKeys } from '../http/sendError';
import { isBound, isVisible } from './rowScope';

const MISSING_REFERENCE = 'validation.reference';

export async function hiddenReferences(
  reader: Reader,
  meta: ResourceMeta,
  user: DbRecord | undefined,
  input: Record<string, unknown>,
  existing: DbRecord | undefined,
): Promise<FieldErrorKeys> {
  const errors: FieldErrorKeys = {};
  if (!isBound(user)) return errors;
  for (const field of meta.fields) {
    if (field.type !== 'reference' || !Object.hasOwn(input, field.name)) continue;
    const value = input[field.name];
    if (value === undefined || value === null || value === '') continue;
    if (existing && String(existing[field.name]) === String(value)) continue;
    const target = resources[field.reference];
    if (!target?.scope) continue;
    const record = await reader.get(target.api, value);
    if (!record || !(await isVisible(reader, target, user, record)))
      errors[field.name] = MISSING_REFERENCE;
  }
  return errors;
}
