import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './runCodegen';

const VIEWS = join(ROOT, 'src/generated/views');
/** What only a create or edit form needs: the validators, zod and the form wrappers. */
const FORM_CODE = [
  /^zod$/,
  /src\/(core\/)?generated\/validators\.ts$/,
  /src\/app\/resource\/Resource(Create|Edit)\.tsx$/,
];

/** The modules a file imports when it is evaluated: static, value imports (types are erased). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s+'([^']+)'/gms),
    ...text.matchAll(/^import\s+'([^']+)'/gm),
  ].map((m) => m[1]);
  return specifiers.map((specifier) => {
    if (!specifier.startsWith('.')) return specifier;
    const base = resolve(dirname(file), specifier);
    const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
    return candidates.find(existsSync) ?? base;
  });
}

/** Every module a list screen evaluates, following the app's own files (packages are leaves). */
function closure(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (module.startsWith(ROOT)) staticImports(module).forEach(visit);
  };
  visit(file);
  return seen;
}

describe('generated list modules', () => {
  const lists = readdirSync(VIEWS).filter((name) => name.endsWith('.list.tsx'));
  /** The buttons of business actions: a list loads those of its rows and toolbar. */
  const actions = readdirSync(VIEWS).filter((name) => name.endsWith('.actions.tsx'));

  it('exist for every resource, next to its record pages', () => {
    const records = readdirSync(VIEWS).filter(
      (name) => !name.endsWith('.list.tsx') && !name.endsWith('.actions.tsx'),
    );
    expect(lists.map((name) => name.replace('.list', ''))).toEqual(records);
  });

  it.each([...lists, ...actions])(
    '%s loads neither the validators nor the form wrappers',
    (name) => {
      const reached = [...closure(join(VIEWS, name))];
      expect(reached.filter((module) => FORM_CODE.some((pattern) => pattern.test(module)))).toEqual(
        [],
      );
    },
  );
});
