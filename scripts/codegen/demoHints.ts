/**
 * The demo hints of the registry (`demo:` on a field, `demo: { rows }` on an entity), checked
 * against their fields, and collected for server/generated/demoHints.ts. The first hint that
 * cannot give valid values stops codegen at its line.
 */
import { patternSampler } from '../../server/db/demoData/pattern';
import type { DemoHint, DemoValue, ResourceDemo } from '../../src/core/registry/types';
import type { Registry } from './load';
import { writtenOutsideForms, type Field, type Resource } from './registrySchema';

type At = (path: (string | number)[], reason: string) => never;

/** Why `value` cannot be the field's, or undefined when it can. */
function misfit(field: Field, value: DemoValue, registry: Registry): string | undefined {
  const shown = JSON.stringify(value);
  switch (field.type) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') return `${shown} is no text`;
      const min = field.type === 'string' ? (field.min ?? 0) : 0;
      if (value.length < min || value.length > (field.max ?? Infinity))
        return `${shown} is not ${min} to ${field.max ?? '∞'} characters long`;
      if (field.type === 'string' && field.pattern && !new RegExp(field.pattern).test(value))
        return `${shown} does not match the field's pattern`;
      return undefined;
    }
    case 'number':
    case 'integer':
      if (typeof value !== 'number') return `${shown} is no number`;
      if (field.type === 'integer' && !Number.isInteger(value))
        return `${shown} is no whole number`;
      if (value < (field.min ?? -Infinity) || value > (field.max ?? Infinity))
        return `${shown} is outside the field's min and max`;
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${shown} is no boolean`;
    case 'enum': {
      const values = Object.keys(registry.enums[field.enum]?.values ?? {});
      return values.includes(String(value)) ? undefined : `${shown} is no value of ${field.enum}`;
    }
    default:
      return `a ${field.type} field takes no demo values`;
  }
}

function checkHint(field: Field, hint: DemoHint, at: At, registry: Registry): void {
  if ('range' in hint) {
    if (field.type !== 'number' && field.type !== 'integer')
      at(['range'], 'a range is for number and integer fields');
    const [min, max] = hint.range;
    if (min > max) at(['range'], `range: min ${min} is greater than max ${max}`);
    for (const bound of hint.range) {
      const wrong = misfit(field, bound, registry);
      if (wrong) at(['range'], `range: ${wrong}`);
    }
  } else if ('oneOf' in hint) {
    hint.oneOf.forEach((value, index) => {
      const wrong = misfit(field, value, registry);
      if (wrong) at(['oneOf', index], `oneOf: ${wrong}`);
    });
  } else if ('pattern' in hint) {
    if (field.type !== 'string' && field.type !== 'text')
      at(['pattern'], 'a pattern is for string and text fields');
    let simple = false;
    try {
      simple = patternSampler(hint.pattern) !== undefined;
    } catch {
      simple = false;
    }
    if (!simple) at(['pattern'], `"${hint.pattern}" is no pattern the demo generator can sample`);
  } else if (field.type !== 'string' && field.type !== 'text') {
    at(['kind'], 'a kind is for string and text fields');
  }
}

/** Checks every demo hint of `resource`; `at` reports at a path of its file. */
export function checkDemoHints(registry: Registry, resource: Resource, at: At): void {
  const usable = (path: (string | number)[], field: Field | undefined, name: string) => {
    if (!field) return at(path, `unknown field "${name}"`);
    if (writtenOutsideForms(field))
      at(path, `${name} is written by the server: it takes no demo value`);
    if (field.type === 'string' && field.format === 'password')
      at(path, `${name} is a password: it takes no demo value`);
    return field;
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type === 'list')
      for (const [sub, def] of Object.entries(field.of))
        if (def.demo)
          at(
            ['fields', name, 'of', sub, 'demo'],
            "demo hints are for a record's own fields, not list rows",
          );
    const hint = field.demo;
    if (!hint) continue;
    const path = ['fields', name, 'demo'];
    const keys = Object.keys(hint);
    if (keys.length !== 1) at(path, 'demo: give exactly one of range, oneOf, pattern, kind');
    usable(path, field, name);
    checkHint(field, hint as DemoHint, (sub, reason) => at([...path, ...sub], reason), registry);
  }
  for (const [index, row] of (resource.demo?.rows ?? []).entries())
    for (const [name, value] of Object.entries(row)) {
      const path = ['demo', 'rows', index, name];
      const field = usable(path, resource.fields[name], name);
      if (field.demo) at(path, `${name} has a demo hint of its own: give it in one place`);
      if (field.type === 'string' && field.unique)
        at(path, `${name} is unique: rows given in turn would repeat it`);
      const wrong = misfit(field, value, registry);
      if (wrong) at(path, wrong);
    }
}

/** Per resource with any hint: its hints, as the generic builder reads them. */
export function demoHintsOf(resources: readonly Resource[]): Record<string, ResourceDemo> {
  const hints: Record<string, ResourceDemo> = {};
  for (const resource of resources) {
    const fields = Object.fromEntries(
      Object.entries(resource.fields).flatMap(([name, field]) =>
        field.demo ? [[name, field.demo as DemoHint]] : [],
      ),
    );
    const rows = resource.demo?.rows;
    if (Object.keys(fields).length === 0 && !rows) continue;
    hints[resource.name] = { fields, ...(rows ? { rows } : {}) };
  }
  return hints;
}
