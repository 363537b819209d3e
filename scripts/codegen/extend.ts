/**
 * `extends: <entity>`: a resource file starts from another one's definition and overrides the
 * keys it sets. Mappings merge key by key (a field named again changes only what it sets); lists
 * and values replace; `~` (null) removes an inherited key; a field (or payload field) that names
 * another `type` replaces the inherited one whole. `actions` are not inherited. `abstract: true` marks
 * a definition that is only there to be extended: it generates nothing itself.
 */
import { RegistryError } from './registryError';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keys that belong to one file and are never inherited. An action is one API route with one
 * planner: each resource declares its own; an enumeration is declared once (its name is global).
 */
const OWN_KEYS = ['name', 'extends', 'abstract', 'actions', 'enums'];

/** `own` laid over `base`. */
export function mergeDefinitions(base: unknown, own: unknown): unknown {
  if (!isPlain(base) || !isPlain(own)) return own === undefined ? base : own;
  // A field that changes its type is another field: nothing of the old one applies.
  if ('type' in own && 'type' in base && own.type !== base.type) return withoutNulls(own);
  const merged: Plain = { ...base };
  for (const [key, value] of Object.entries(own)) {
    if (value === null) delete merged[key];
    else merged[key] = key in base ? mergeDefinitions(base[key], value) : withoutNulls(value);
  }
  return merged;
}

function withoutNulls(value: unknown): unknown {
  if (!isPlain(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

export interface DefinitionFile {
  /** File name without .yaml: the resource name. */
  name: string;
  /** The parsed YAML, not yet checked. */
  raw: unknown;
  /** Line of a node, for errors about `extends`. */
  lineOf(path: (string | number)[]): number;
  file: string;
}

export interface ResolvedDefinition {
  name: string;
  /** The definition with everything it inherits. */
  merged: unknown;
  abstract: boolean;
  /** This file, then the one it extends, and so on: where a key may have been set. */
  chain: string[];
}

/** Every file with what it inherits, in the order given. */
export function resolveExtends(files: DefinitionFile[]): ResolvedDefinition[] {
  const byName = new Map(files.map((f) => [f.name, f]));
  const resolved = new Map<string, ResolvedDefinition>();
  const resolve = (file: DefinitionFile, trail: string[]): ResolvedDefinition => {
    const done = resolved.get(file.name);
    if (done) return done;
    const raw = isPlain(file.raw) ? file.raw : {};
    const abstract = raw.abstract === true;
    const parent = raw.extends;
    let result: ResolvedDefinition;
    if (parent === undefined) {
      result = { name: file.name, merged: raw, abstract, chain: [file.name] };
    } else {
      const fail = (reason: string): never => {
        throw new RegistryError(file.file, file.lineOf(['extends']), reason);
      };
      if (typeof parent !== 'string') fail('extends: must name a resource file');
      const baseFile = byName.get(parent as string);
      if (!baseFile) fail(`extends: unknown resource "${String(parent)}"`);
      const path = [...trail, file.name];
      if (path.includes(parent as string))
        fail(`extends: ${[...path, parent].join(' > ')} goes round in a circle`);
      const base = resolve(baseFile!, path);
      const inherited = Object.fromEntries(
        Object.entries(base.merged as Plain).filter(([key]) => !OWN_KEYS.includes(key)),
      );
      result = {
        name: file.name,
        merged: mergeDefinitions(inherited, raw),
        abstract,
        chain: [file.name, ...base.chain],
      };
    }
    resolved.set(file.name, result);
    return result;
  };
  return files.map((file) => resolve(file, []));
}
