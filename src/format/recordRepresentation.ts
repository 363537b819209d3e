/**
 * How a record is named in titles, tabs, delete dialogs and references: its registry
 * `recordRepresentation` field (in a reference input's choices, its `choiceFields`), written as
 * that field's own display writes it (an enum by its translated label, a date in the language's
 * pattern, a number with its unit), never the raw value.
 */
import { resources } from '../core/generated/registry';
import { choiceFields } from '../core/registry/search';
import type { FieldMeta } from '../core/registry/types';
import { formatTashkentDate } from './dateTime';
import { formatQuantityWithUnit, type UnitTranslate } from './quantity';

/** A translate function (react-admin's or the core's): a key, interpolation values, `_` default. */
export type RepresentationTranslate = UnitTranslate;

const enumLabel = (enumName: string, value: unknown, translate: RepresentationTranslate) =>
  translate(`enums.${enumName}.${String(value)}`, { _: String(value) });

/** One field's value as its field shows it, in words; undefined when there is nothing to show. */
export function formatFieldValue(
  field: FieldMeta | undefined,
  value: unknown,
  locale: string,
  translate: RepresentationTranslate,
): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  switch (field?.type) {
    case 'enum':
      return enumLabel(field.enum, value, translate);
    case 'enumList':
      return Array.isArray(value)
        ? value.map((item) => enumLabel(field.enum, item, translate)).join(', ') || undefined
        : enumLabel(field.enum, value, translate);
    case 'date':
    case 'datetime':
      return typeof value === 'string'
        ? formatTashkentDate(value, field.type === 'datetime', locale)
        : String(value);
    case 'number':
    case 'integer':
      return typeof value === 'number'
        ? formatQuantityWithUnit(value, field.unit, locale, translate)
        : String(value);
    case 'boolean':
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * A record's representation: its resource's (registry name) `recordRepresentation` field as that
 * field is shown, or `#id` when the record has no value there.
 */
export function formatRecordRepresentation(
  resourceName: string,
  record: Record<string, unknown> | undefined | null,
  locale: string,
  translate: RepresentationTranslate,
): string {
  if (!record) return '';
  const meta = resources[resourceName];
  const source = meta?.recordRepresentation;
  const field = meta?.fields.find((candidate) => candidate.name === source);
  const shown =
    source === undefined ? undefined : formatFieldValue(field, record[source], locale, translate);
  return shown ?? `#${String(record.id)}`;
}

/**
 * A record as a reference input's choice shows it: its choice fields (schema `choiceFields`, a
 * client's code, name and phone) that the answer holds, each as its field shows it, joined by
 * ` · `. A lookup answers names only, so a role that may not list clients sees code and name.
 */
export function formatChoice(
  resourceName: string,
  record: Record<string, unknown> | undefined | null,
  locale: string,
  translate: RepresentationTranslate,
): string {
  if (!record) return '';
  const meta = resources[resourceName];
  const shown = (meta ? choiceFields(meta) : []).flatMap((name) => {
    const field = meta?.fields.find((candidate) => candidate.name === name);
    return formatFieldValue(field, record[name], locale, translate) ?? [];
  });
  return shown.length > 0
    ? shown.join(' · ')
    : formatRecordRepresentation(resourceName, record, locale, translate);
}
