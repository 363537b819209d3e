import type { Model } from '../model';

/**
 * Where generated code comes from, for a comment beside it: `schema/resources/waybill.yaml:42`,
 * the file and line of a resource's key at `path` (`['fields', 'status']`, a row's sub-field
 * `['fields', 'levels', 'of', 'weight']`).
 */
export function origin(model: Model, resource: string, path: string[]): string {
  const loaded = model.registry.sources.get(resource);
  if (!loaded) throw new Error(`no source for resource ${resource}`);
  // A key a resource inherits (`extends`) is declared in the file it inherits it from.
  const at = loaded.locate?.(path);
  return at ? `${at.source}:${at.keyLine}` : `${loaded.source}:${loaded.keyLineOf(path)}`;
}

/** The YAML line of a field, as a line comment (TypeScript) or an empty JSX expression. */
export const lineComment = (where: string) => `// ${where}\n`;
export const jsxComment = (where: string) => `{/* ${where} */}\n`;
