/**
 * Who may write a field through create and edit (schema `writtenBy`): the forms make the others
 * read-only and the API refuses them with 403. Business actions and the server write the rest. A
 * field a role may not read whole (schema `readBy`) is not its to write either.
 */
import { mayReadWhole } from './fieldReads';
import type { FieldMeta } from './types';

export function mayWriteThroughForms(role: string | undefined, field: FieldMeta): boolean {
  if (field.readOnly || !mayReadWhole(role, field)) return false;
  return field.writers === undefined || (role !== undefined && field.writers.includes(role));
}
