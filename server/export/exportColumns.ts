/**
 * The columns of a resource's Excel export: the list's fields, then the show page's other scalar
 * fields (json and list fields have no single cell). Each column knows its translated header
 * (with the unit), its Excel number format and how a stored value becomes a cell.
 */
import { enums } from '../../src/core/generated/registry';
import type { Translate } from '../../src/core/i18n';
import type { FieldMeta, Language, ResourceMeta, Unit } from '../../src/core/registry/types';
import type { DbRecord } from '../db/types';
import { maySeeField, shownValue } from '../../src/core/registry/fieldReads';
import { excelDate } from '../../src/core/time/tashkent';

/** A cell: text, a number, a date (its UTC fields are the wall-clock time shown) or blank. */
export type CellValue = string | number | Date | undefined;

export interface ExportColumn {
  header: string;
  /** Excel number format of the column's cells (numbers and dates). */
  numFmt?: string;
  width: number;
  cell(record: DbRecord): CellValue;
}

/** Names a referenced record as the app's reference fields do, or undefined when it may not. */
export type ReferenceNamer = (
  resourceName: string,
) => ((id: unknown) => string | undefined) | undefined;

export interface ColumnContext {
  t: Translate;
  language: Language;
  nameReference: ReferenceNamer;
  /** Who exports: a field it may not read whole is masked or left out (schema `readBy`). */
  role: string | undefined;
}

/** The fields `role` exports, in column order. */
export function exportedFields(meta: ResourceMeta, role: string | undefined): FieldMeta[] {
  const scalar = meta.fields.filter(
    (field) => field.type !== 'json' && field.type !== 'list' && maySeeField(role, field),
  );
  const listed = scalar.filter((field) => field.places.includes('list'));
  const shownOnly = scalar.filter(
    (field) => !field.places.includes('list') && field.places.includes('show'),
  );
  return [...listed, ...shownOnly];
}

/** The resources the exported reference fields point to, each once. */
export function referencedResources(meta: ResourceMeta, role: string | undefined): string[] {
  const referenced = exportedFields(meta, role).flatMap((field) =>
    field.type === 'reference' ? [field.reference] : [],
  );
  return [...new Set(referenced)];
}

export function exportColumns(meta: ResourceMeta, context: ColumnContext): ExportColumn[] {
  return exportedFields(meta, context.role).map((field) => columnFor(meta, field, context));
}

function columnFor(meta: ResourceMeta, field: FieldMeta, context: ColumnContext): ExportColumn {
  const header = headerOf(meta, field, context.t);
  const { numFmt, width, value } = cellRule(field, context);
  return {
    header,
    numFmt,
    width: Math.max(width, header.length + 2),
    // Blank cells are left out (undefined): the sheet has no element for them.
    cell: (record) => {
      const stored = shownValue(context.role, field, record[field.name]);
      return stored === null || stored === undefined || stored === '' ? undefined : value(stored);
    },
  };
}

/**
 * The field's label, plus its unit in brackets ("Weight (kg)"), unless the label already names it
 * ("Travel days") or says it in brackets ("Amount (som)", "Rate (per USD)").
 */
function headerOf(meta: ResourceMeta, field: FieldMeta, t: Translate): string {
  const label = t(`resources.${meta.route}.fields.${field.name}`, { _: field.name });
  if (!field.unit) return label;
  const unit = t(`units.${field.unit}`);
  const named = /[)）]\s*$/.test(label) || label.toLowerCase().includes(unit.toLowerCase());
  return named ? label : `${label} (${unit})`;
}

interface CellRule {
  numFmt?: string;
  width: number;
  value(stored: unknown): CellValue;
}

/** Digits as the app shows each unit (src/format/quantity.ts). */
const UNIT_FORMATS: Partial<Record<Unit, string>> = {
  USD: '#,##0.00',
  som: '#,##0',
  kg: '#,##0.000',
  m3: '#,##0.0000',
};

/** Day and time in the order the app shows them per language (src/format/dateTime.ts). */
const DAY_FORMATS: Record<Language, string> = {
  uz: 'dd.mm.yyyy',
  en: 'mmm d, yyyy',
  cn: 'yyyy/mm/dd',
};

function cellRule(field: FieldMeta, { t, language, nameReference }: ColumnContext): CellRule {
  switch (field.type) {
    case 'number':
    case 'integer':
      return {
        numFmt:
          (field.unit && UNIT_FORMATS[field.unit]) ??
          (field.type === 'integer' ? '#,##0' : undefined),
        width: 12,
        value: asNumber,
      };
    case 'date':
      return {
        numFmt: DAY_FORMATS[language],
        width: 12,
        value: (stored) => excelDate(stored) ?? text(stored),
      };
    case 'datetime':
      return {
        numFmt: `${DAY_FORMATS[language]} hh:mm`,
        width: 18,
        value: (stored) => excelDate(stored) ?? text(stored),
      };
    case 'boolean': {
      const [yes, no] = [t('common.yes'), t('common.no')];
      return { width: 8, value: (stored) => (stored === true ? yes : no) };
    }
    case 'enum': {
      const label = enumLabels(t, field.enum);
      return { width: 16, value: label };
    }
    case 'enumList': {
      const label = enumLabels(t, field.enum);
      return {
        width: 24,
        value: (stored) => (Array.isArray(stored) ? stored : [stored]).map(label).join(', '),
      };
    }
    case 'reference': {
      const name = nameReference(field.reference);
      return { width: 16, value: (stored) => name?.(stored) ?? text(stored) };
    }
    case 'text':
      return { width: 40, value: text };
    default:
      return { width: 18, value: text };
  }
}

/** Numbers stay numbers (also when stored as numeric text), so Excel can sum them. */
function asNumber(stored: unknown): CellValue {
  const number = typeof stored === 'number' ? stored : Number(stored);
  return typeof stored !== 'boolean' && Number.isFinite(number) ? number : text(stored);
}

/** An enum value's label, translated once per export rather than once per cell. */
function enumLabels(t: Translate, enumName: string): (value: unknown) => string {
  const labels = new Map(
    (enums[enumName]?.values ?? []).map((value) => [value, t(`enums.${enumName}.${value}`)]),
  );
  return (value) => labels.get(String(value)) ?? String(value);
}

function text(stored: unknown): string {
  return typeof stored === 'object' ? JSON.stringify(stored) : String(stored);
}
