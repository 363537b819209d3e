import { isDeepStrictEqual } from 'node:util';
import type { Model, ModelResource } from '../model';
import type { FieldMeta } from '../../../src/core/registry/types';
import { expandField, fieldDefaults } from '../../../src/core/registry/fieldDefaults';
import { GENERATED_HEADER, literal } from './header';
import { lineComment, origin } from './origin';

/** The field's keys that differ from their defaults (src/core/registry/fieldDefaults.ts). */
function compactField(field: FieldMeta): Record<string, unknown> {
  const defaults: Record<string, unknown> = fieldDefaults(field);
  const compact = Object.fromEntries(
    Object.entries(field).filter(
      ([key, value]) => !(key in defaults && isDeepStrictEqual(value, defaults[key])),
    ),
  );
  if (field.type === 'list') compact.of = field.of.map(compactField);
  // The registry runtime must give every reader the metadata codegen built, to the last key.
  if (!isDeepStrictEqual(expandField(compact as never), field))
    throw new Error(`${field.name}: its compact metadata does not expand to the full one`);
  return compact;
}

/** One field's compact metadata as source, each field (and row field) after its YAML line. */
function fieldSource(model: Model, resource: string, path: string[], field: FieldMeta): string {
  const where = lineComment(origin(model, resource, path));
  const { of, ...rest } = compactField(field);
  if (field.type !== 'list' || of === undefined) return `${where}${literal(rest)}`;
  const rows = field.of.map((sub) => fieldSource(model, resource, [...path, 'of', sub.name], sub));
  return `${where}${literal(rest).slice(0, -1)}, "of": [\n${rows.join(',\n')}\n]}`;
}

function resourceSource(model: Model, { meta }: ModelResource): string {
  const { fields, ...rest } = meta;
  const fieldList = fields.map((field) =>
    fieldSource(model, meta.name, ['fields', field.name], field),
  );
  return `${lineComment(origin(model, meta.name, ['name']))}${literal(meta.name)}: ${literal(rest).slice(0, -1)}, "fields": [\n${fieldList.join(',\n')}\n]}`;
}

/**
 * src/core/generated/registry.ts: the runtime metadata of every resource, enum and menu section.
 * Fields state only what differs from the defaults; the registry runtime fills those in on load.
 */
export function emitRegistry(model: Model): string {
  const resources = model.resources.map((r) => resourceSource(model, r));
  const sections = model.sections.map(({ name, path, icon, redirect, order }) => ({
    name,
    path,
    icon,
    redirect,
    order,
    pages: model.routes
      .filter((route) => route.section === name && !route.hidden)
      .map((route) => route.path),
  }));
  return `${GENERATED_HEADER}
import { expandResources, type CompactResourceMeta } from '../registry/fieldDefaults';
import type { EnumMeta, ResourceMeta } from '../registry/types';

/** Each field without the keys that hold their default (src/core/registry/fieldDefaults.ts). */
const compactResources: Record<string, CompactResourceMeta> = {
${resources.join(',\n')}
};

export const resources: Record<string, ResourceMeta> = expandResources(compactResources);

export const enums: Record<string, EnumMeta> = ${literal(model.enums)};

export interface SectionMeta {
  name: string;
  path: string;
  icon: string;
  /** The page its own path opens. */
  redirect: string;
  order: number;
  /** Its pages in the menu, in order: the first one a role may open stands in for \`redirect\`. */
  pages: string[];
}

export const sections: SectionMeta[] = ${literal(sections)};
`;
}
