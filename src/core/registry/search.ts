/**
 * What finds a record, as staff type it (schema `search`, `choiceFields`): the fields a list's
 * search box matches, and what a reference input's choices show. The API searches by the first
 * (server/resources/searchPlan.ts), the app draws the search box and the choices from both.
 */
import type { FieldMeta, ResourceMeta } from './types';

export const isTextField = (field: FieldMeta): boolean =>
  field.type === 'string' || field.type === 'text';

/**
 * The fields `q` matches: schema `search` (text fields, and references found by their record),
 * else the text fields the list shows. None: the list has no search box.
 */
export function searchFields(meta: Pick<ResourceMeta, 'fields' | 'search'>): FieldMeta[] {
  if (meta.search === undefined)
    return meta.fields.filter((field) => isTextField(field) && field.places.includes('list'));
  return meta.search.flatMap((name) => meta.fields.filter((field) => field.name === name));
}

/** What a reference input's choice shows of a record, in order: schema `choiceFields`. */
export const choiceFields = (meta: ResourceMeta): string[] =>
  meta.choiceFields ?? [meta.recordRepresentation];
