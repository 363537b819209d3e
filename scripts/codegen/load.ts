/**
 * Reads the YAML registry, checking every file against the meta-schema. Errors carry the file
 * and the line of the offending node so that codegen can stop with one clear line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { LineCounter, parseDocument, isMap, isNode, isScalar, type Document } from 'yaml';
import type { z } from 'zod';
import { resolveExtends } from './extend';
import { RegistryError } from './registryError';
import {
  enumsSchema,
  menuSchema,
  abstractResourceSchema,
  pagesFileSchema,
  resourceSchema,
  rolesSchema,
  type Enums,
  type Menu,
  type PagesFile,
  type Resource,
  type Roles,
} from './registrySchema';

export interface Registry {
  roles: Roles;
  enums: Enums;
  menu: Menu;
  pages: PagesFile;
  resources: Resource[];
  /** Where each resource came from, for cross-check errors. */
  sources: Map<string, LoadedFile>;
}

/** Key of schema/pages.yaml in `sources` (resource names are camelCase, so it cannot clash). */
export const PAGES_SOURCE = 'pages.yaml';

export interface LoadedFile {
  file: string;
  lineOf(path: (string | number)[]): number;
  /** The line of the key naming the node at `path` (a field's `name:` line). */
  keyLineOf(path: (string | number)[]): number;
  /** The file as generated code names it, from the registry's parent folder: `schema/resources/waybill.yaml`. */
  source: string;
  /**
   * The file and lines that set the node at `path`: for a resource that `extends` another, an
   * inherited key is in the other file.
   */
  locate?(path: (string | number)[]): {
    file: string;
    source: string;
    line: number;
    keyLine: number;
  };
}

/** A YAML file, parsed but not yet checked, with the lines of its nodes. */
function readYaml(path: string) {
  const file = relative(process.cwd(), path) || path;
  const lineCounter = new LineCounter();
  const text = readFileSync(path, 'utf8');
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  const firstError = doc.errors[0];
  if (firstError)
    throw new RegistryError(file, lineAt(firstError.pos[0]), firstError.message.split('\n')[0]);
  const lineOf = (path: (string | number)[]): number => {
    // Walk up until a node exists: a missing key is reported at its parent.
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true);
      if (isNode(node) && node.range) return lineAt(node.range[0]);
    }
    return 1;
  };
  const keyLineOf = (path: (string | number)[]): number => {
    const parent = doc.getIn(path.slice(0, -1), true);
    const pair = isMap(parent)
      ? parent.items.find((item) => isScalar(item.key) && item.key.value === path[path.length - 1])
      : undefined;
    return isNode(pair?.key) && pair.key.range ? lineAt(pair.key.range[0]) : lineOf(path);
  };
  /** How many keys of `path`, from the top, this file sets. */
  const depthOf = (path: (string | number)[]): number => {
    for (let depth = path.length; depth > 0; depth--) {
      if (doc.hasIn(path.slice(0, depth))) return depth;
    }
    return 0;
  };
  return { file, lineOf, keyLineOf, depthOf, raw: doc.toJS() as unknown };
}

type YamlFile = ReturnType<typeof readYaml>;

/** Checks parsed YAML against its schema; the first problem stops codegen at its line. */
function checked<S extends z.ZodType>(
  raw: unknown,
  schema: S,
  locate: (path: (string | number)[]) => { file: string; line: number },
): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.map(String).join('.');
    const pathKeys = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const { file, line } = locate(pathKeys);
    throw new RegistryError(file, line, `${where ? `${where}: ` : ''}${issue.message}`);
  }
  return parsed.data as z.output<S>;
}

function parseFile<S extends z.ZodType>(path: string, schema: S) {
  const yaml = readYaml(path);
  const { file, lineOf, keyLineOf } = yaml;
  const data = checked(yaml.raw, schema, (keys) => ({ file, line: lineOf(keys) }));
  return { data, loaded: { file, lineOf, keyLineOf } };
}

export function loadRegistry(schemaDir: string): Registry {
  const sources = new Map<string, LoadedFile>();
  const source = (path: string) => relative(dirname(schemaDir), path).split(sep).join('/');
  const roles = parseFile(join(schemaDir, 'roles.yaml'), rolesSchema).data;
  const enums = parseFile(join(schemaDir, 'enums.yaml'), enumsSchema).data;
  const menu = parseFile(join(schemaDir, 'menu.yaml'), menuSchema).data;
  const pagesFile = parseFile(join(schemaDir, 'pages.yaml'), pagesFileSchema);
  sources.set(PAGES_SOURCE, { ...pagesFile.loaded, source: source(join(schemaDir, 'pages.yaml')) });
  const resourceDir = join(schemaDir, 'resources');
  const files = new Map<string, YamlFile & { path: string }>();
  for (const name of readdirSync(resourceDir)
    .filter((entry) => entry.endsWith('.yaml'))
    .sort()) {
    const path = join(resourceDir, name);
    const yaml = readYaml(path);
    const expected = name.replace(/\.yaml$/, '');
    const declared = (yaml.raw as { name?: unknown } | null)?.name;
    if (declared !== expected) {
      throw new RegistryError(
        yaml.file,
        yaml.lineOf(['name']),
        `name must be "${expected}", as the file is named`,
      );
    }
    files.set(expected, { ...yaml, path });
  }
  const definitions = resolveExtends([...files].map(([name, yaml]) => ({ name, ...yaml })));
  const resources: Resource[] = [];
  for (const definition of definitions) {
    const own = files.get(definition.name)!;
    // A key is reported in the file that sets it: this one, or the one it inherits it from.
    const definingFile = (path: (string | number)[]) => {
      let best = own;
      let bestDepth = -1;
      for (const name of definition.chain) {
        const candidate = files.get(name)!;
        const depth = candidate.depthOf(path);
        if (depth > bestDepth) [best, bestDepth] = [candidate, depth];
      }
      return best;
    };
    const locate = (path: (string | number)[]) => {
      const at = definingFile(path);
      return {
        file: at.file,
        source: source(at.path),
        line: at.lineOf(path),
        keyLine: at.keyLineOf(path),
      };
    };
    const loaded: LoadedFile = {
      file: own.file,
      lineOf: own.lineOf,
      keyLineOf: own.keyLineOf,
      source: source(own.path),
      locate,
    };
    if (definition.abstract) {
      // Only extended, never generated: its keys are checked where a resource inherits them.
      const base = checked(definition.merged, abstractResourceSchema, locate);
      if (base.actions !== undefined) {
        const { file, keyLine } = locate(['actions']);
        throw new RegistryError(
          file,
          keyLine,
          'actions are not inherited: declare them where used',
        );
      }
      continue;
    }
    resources.push(checked(definition.merged, resourceSchema, locate));
    sources.set(definition.name, loaded);
  }
  return {
    roles,
    enums: withOwnEnums(enums, resources, sources),
    menu,
    pages: pagesFile.data,
    resources,
    sources,
  };
}

/**
 * The enumerations of schema/enums.yaml and those an entity file declares for itself (`enums:`),
 * compiled alike: a name is one enumeration, so one declared twice stops codegen at its line.
 */
function withOwnEnums(
  shared: Enums,
  resources: Resource[],
  sources: Map<string, LoadedFile>,
): Enums {
  const all: Enums = { ...shared };
  const declaredBy = new Map<string, string>();
  for (const resource of resources) {
    const source = sources.get(resource.name)!;
    for (const [name, def] of Object.entries(resource.enums ?? {})) {
      const other = name === 'role' || name in shared ? 'schema/enums.yaml' : declaredBy.get(name);
      if (other)
        throw new RegistryError(
          source.file,
          source.keyLineOf(['enums', name]),
          `enum "${name}" is declared in ${other} too`,
        );
      declaredBy.set(name, source.source);
      all[name] = def;
    }
  }
  return all;
}
