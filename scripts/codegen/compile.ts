/**
 * Compiles the registry into every generated file, in memory. Nothing is written here, so a
 * failure anywhere leaves the previous output untouched.
 */
import { format } from 'prettier';
import { crossCheck } from './crossCheck';
import { loadRegistry } from './load';
import { buildModel } from './model';
import { emitAccess } from './emit/access';
import { emitI18n, emitI18nLanguage, i18nModule, LANGUAGES } from './emit/i18n';
import { emitOpenApi } from './emit/openapi';
import { emitRegistry } from './emit/registry';
import { emitResources } from './emit/resources';
import { emitRoutes } from './emit/routes';
import { emitServerCollections, emitServerViews } from './emit/server';
import { emitTypes } from './emit/types';
import { emitValidators } from './emit/validators';
import { emitListView, emitRecordView, listModule } from './emit/views';

/** Output path (relative to the project root) → file content. */
export type Outputs = Map<string, string>;

/** The folders codegen owns entirely; every file in them comes from the registry. */
export const GENERATED_DIRS = ['src/generated', 'server/generated'];
export const GENERATED_FILES = ['docs/openapi.json'];

export async function compileRegistry(schemaDir: string): Promise<Outputs> {
  const registry = loadRegistry(schemaDir);
  crossCheck(registry);
  const model = buildModel(registry);
  const raw: [string, string][] = [
    ['src/generated/registry.ts', emitRegistry(model)],
    ['src/generated/access.ts', emitAccess(model)],
    ['src/generated/validators.ts', emitValidators(model)],
    ['src/generated/types.ts', await emitTypes(model)],
    ['src/generated/i18n.ts', emitI18n()],
    ...LANGUAGES.map((lang): [string, string] => [
      `src/generated/${i18nModule(lang)}.ts`,
      emitI18nLanguage(model, lang),
    ]),
    ['src/generated/resources.tsx', emitResources(model)],
    ['src/generated/routes.tsx', emitRoutes(model)],
    ...model.resources.flatMap((r): [string, string][] => [
      [`src/generated/views/${listModule(r.meta.name)}.tsx`, emitListView(model, r)],
      [`src/generated/views/${r.meta.name}.tsx`, emitRecordView(model, r)],
    ]),
    ['server/generated/collections.ts', emitServerCollections(model)],
    ['server/generated/views.ts', emitServerViews(model)],
    ['docs/openapi.json', emitOpenApi(model)],
  ];
  const outputs: Outputs = new Map();
  for (const [path, content] of raw) {
    const parser = path.endsWith('.json') ? 'json' : 'typescript';
    outputs.set(
      path,
      await format(content, { parser, singleQuote: true, printWidth: 100, trailingComma: 'all' }),
    );
  }
  return outputs;
}
