/**
 * The registry's words that tie fields of one record together, as codegen reads them: a span's
 * end (`after`), a product of other fields (`product`), the form's sections (`groups`) and a
 * list's row on a phone (`phoneList`). crossCheck refuses what they cannot mean; the validators
 * and views compile what they say.
 */
import { defaultPlaces } from '../../src/core/registry/fieldDefaults';
import type { SpanKind } from '../../src/core/registry/recordChecks';
import { writtenOutsideForms, type Field, type Resource, type ScalarField } from './registrySchema';

type AnyField = Field | ScalarField;
type At = (path: (string | number)[], reason: string) => never;

/** How the values of a span's ends compare; undefined for a type that makes no span. */
export function spanKind(field: AnyField): SpanKind | undefined {
  switch (field.type) {
    case 'number':
    case 'integer':
      return 'number';
    case 'date':
    case 'datetime':
      return field.type;
    case 'string':
      return field.format === 'time' ? 'time' : undefined;
    default:
      return undefined;
  }
}

/**
 * The app catalogue's words for a span's end that comes too early, by kind (`validation.span.*`,
 * in a list's row `validation.level.greater`): a span of days may end on its first day.
 */
export const SPAN_WORDING: Record<SpanKind, 'greater' | 'notBefore' | 'after'> = {
  number: 'greater',
  date: 'notBefore',
  datetime: 'after',
  time: 'after',
};

/** What one unit of the product is in the product's unit: cm × cm × cm in m3 is 0.000001. */
export function productScale(factors: AnyField[], product: AnyField): number | undefined {
  const units = factors.map((factor) => factor.unit);
  if (units.every((unit) => unit === undefined) && product.unit === undefined) return 1;
  if (factors.length === 3 && units.every((unit) => unit === 'cm') && product.unit === 'm3')
    return 1e-6;
  return undefined;
}

/**
 * `after` and `product` of the fields of one record (or of one row of a list, `inRow`): they name
 * a writable field beside them, of a type they fit.
 */
export function checkTiedFields(
  fields: Record<string, AnyField>,
  path: (string | number)[],
  at: At,
  inRow: boolean,
): void {
  for (const [name, field] of Object.entries(fields)) {
    const here = [...path, name];
    if (field.after !== undefined) {
      const start = fields[field.after];
      const kind = spanKind(field);
      if (!start) at([...here, 'after'], `unknown field "${field.after}"`);
      else if (!kind || spanKind(start) !== kind)
        at(
          [...here, 'after'],
          `${name} and ${field.after} make no span: numbers, dates, instants or times alike`,
        );
      else if (inRow && kind !== 'number')
        at([...here, 'after'], 'in a list row, only numbers make a span');
      else if (writtenOutsideForms(field) || writtenOutsideForms(start))
        at(
          [...here, 'after'],
          'a span is checked on what is typed: neither end may be written by the server',
        );
    }
    if ((field.type === 'number' || field.type === 'integer') && field.product) {
      if (inRow) at([...here, 'product'], 'a list row has no product');
      if (writtenOutsideForms(field))
        at([...here, 'product'], 'a product is written with its factors, not by the server');
      const factors = field.product.map((factor) => {
        const found = fields[factor];
        if (
          !found ||
          (found.type !== 'number' && found.type !== 'integer') ||
          writtenOutsideForms(found)
        )
          return at([...here, 'product'], `"${factor}" is no number field a form writes`);
        return found;
      });
      if (field.product.includes(name)) at([...here, 'product'], 'a product is not its own factor');
      if (productScale(factors, field) === undefined)
        at(
          [...here, 'product'],
          'the units do not multiply: cm × cm × cm in m3, or no units at all',
        );
    }
  }
}

/** Where a field of the resource is shown (its `in`, else the defaults); none for no such field. */
export function placesOf(resource: Resource, name: string): string[] {
  const field = resource.fields[name];
  if (!field) return [];
  return field.in ?? defaultPlaces({ ...field, readOnly: writtenOutsideForms(field) });
}

/** `groups` and `phoneList` name fields of the resource, each once, where they are shown. */
export function checkLayout(resource: Resource, at: At): void {
  const grouped = new Map<string, string>();
  for (const [group, { fields }] of Object.entries(resource.groups)) {
    for (const [index, name] of fields.entries()) {
      const where = ['groups', group, 'fields', index];
      if (!resource.fields[name]) at(where, `unknown field "${name}"`);
      if (grouped.has(name)) at(where, `${name} is in group ${grouped.get(name)} already`);
      grouped.set(name, group);
      if (
        !placesOf(resource, name).some(
          (place) => place === 'show' || place === 'edit' || place === 'create',
        )
      )
        at(where, `${name} is on no form or page: a group holds what they show`);
    }
  }
  const phone = resource.phoneList;
  if (!phone) return;
  const named = [phone.primary, ...phone.secondary, ...(phone.tertiary ? [phone.tertiary] : [])];
  for (const name of named) {
    if (!resource.fields[name]) at(['phoneList'], `unknown field "${name}"`);
    if (!placesOf(resource, name).includes('list')) at(['phoneList'], `${name} is no list column`);
  }
  if (new Set(named).size !== named.length) at(['phoneList'], 'a field is named twice');
}
