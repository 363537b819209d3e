/**
 * Compiles the registry into every generated file, in memory. Nothing is written here, so a
 * failure anywhere leaves the previous output untouched.
 */
import { format } from 'prettier';
import { crossCheck } from './crossCheck';
import { loadRegistry } from './load';
import { buildModel } from './model';
import { checkProjectRules } from './projectRules';
import { emitAccess } from './emit/access';
import { actionsModule, emitActionsView } from './emit/actionViews';
import { emitServerActions } from './emit/actions';
import { emitDeleteReferrers } from './emit/deleteReferrers';
import { emitDemoHints } from './emit/demoHints';
import { emitI18n, emitI18nLanguage, i18nModule, LANGUAGES } from './emit/i18n';
import { emitOpenApi } from './emit/openapi';
import { emitRegistry } from './emit/registry';
import { emitRegistryJsonSchema } from './emit/registryJsonSchema';
import { emitResources } from './emit/resources';
import { emitRouteModules } from './emit/routeModules';
import { emitMenuIcons, emitRoutes, emitScreens } from './emit/routes';
import { emitServerCollections, emitServerViews } from './emit/server';
import { emitTypes } from './emit/types';
import { emitValidators } from './emit/validators';
import { emitListView, emitRecordView, listModule } from './emit/views';

/** Output path (relative to the project root) → file content. */
export type Outputs = Map<string, string>;

/**
 * The folders codegen owns entirely; every file in them comes from the registry. src/core/generated
 * holds what the app and the API both run (src/core: no UI imports), src/generated the UI's own
 * views of each resource, src/routeScreens/generated what each route draws (the resources' pages
 * and the routes' screens, loaded on demand), src/layout/generated the menu's icons.
 */
export const GENERATED_DIRS = [
  'src/core/generated',
  'src/generated',
  'src/routeScreens/generated',
  'src/layout/generated',
  'server/generated',
];
export const GENERATED_FILES = ['docs/openapi.json', 'schema/registry.schema.json'];

export async function compileRegistry(schemaDir: string): Promise<Outputs> {
  const registry = loadRegistry(schemaDir);
  crossCheck(registry);
  const model = buildModel(registry);
  checkProjectRules(registry, model);
  const raw: [string, string][] = [
    ['src/core/generated/registry.ts', emitRegistry(model)],
    ['src/core/generated/access.ts', emitAccess(model)],
    ['src/core/generated/validators.ts', emitValidators(model)],
    ['src/core/generated/types.ts', await emitTypes(model)],
    ['src/core/generated/i18n.ts', emitI18n()],
    ...LANGUAGES.map((lang): [string, string] => [
      `src/core/generated/${i18nModule(lang)}.ts`,
      emitI18nLanguage(model, lang),
    ]),
    ['src/routeScreens/generated/resources.tsx', emitResources(model)],
    ['src/core/generated/routes.ts', emitRoutes(model)],
    ['src/layout/generated/menuIcons.tsx', emitMenuIcons(model)],
    ['src/routeScreens/generated/screens.tsx', emitScreens(model)],
    ...model.resources.flatMap((r): [string, string][] => [
      [`src/generated/views/${listModule(r.meta.name)}.tsx`, emitListView(model, r)],
      [`src/generated/views/${r.meta.name}.tsx`, emitRecordView(model, r)],
    ]),
    ...model.resources.flatMap((r): [string, string][] => {
      const actions = emitActionsView(model, r);
      return actions ? [[`src/generated/views/${actionsModule(r.meta.name)}.tsx`, actions]] : [];
    }),
    ['server/generated/actions.ts', emitServerActions(model)],
    ['server/generated/collections.ts', emitServerCollections(model)],
    ['server/generated/deleteReferrers.ts', emitDeleteReferrers(model)],
    ['server/generated/demoHints.ts', emitDemoHints(model)],
    ['server/generated/views.ts', emitServerViews(model)],
    ['server/generated/routeModules.ts', emitRouteModules(model)],
    ['docs/openapi.json', emitOpenApi(model)],
    ['schema/registry.schema.json', emitRegistryJsonSchema()],
  ];
  const outputs: Outputs = new Map();
  for (const [path, content] of raw) outputs.set(path, await formatted(path, content));
  return outputs;
}

/**
 * Prettier's output, formatted again until it stands still: one pass can leave a long member
 * chain that the next pass joins, and `prettier --check` runs that next pass.
 */
async function formatted(path: string, content: string): Promise<string> {
  const parser = path.endsWith('.json') ? 'json' : 'typescript';
  const options = { parser, singleQuote: true, printWidth: 100, trailingComma: 'all' } as const;
  let text = await format(content, options);
  for (let pass = 0; pass < 3; pass += 1) {
    const again = await format(text, options);
    if (again === text) break;
    text = again;
  }
  return text;
}
