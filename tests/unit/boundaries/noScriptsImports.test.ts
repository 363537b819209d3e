/**
 * scripts/ holds CLIs and build steps: the app (src/) and the API (server/) run without it, so
 * neither imports from it, statically or with a dynamic import().
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPTS = join(ROOT, 'scripts');

/** Every TypeScript file under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|cts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/** The module specifiers a file names: `from '…'`, `import('…')`, `import '…'`, `require('…')`. */
const specifiers = (text: string): string[] =>
  [
    ...text.matchAll(
      /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"]+)\1/g,
    ),
  ].map((match) => match[2]);

/** `file: specifier` for each import of `files` that resolves into scripts/. */
const importsOfScripts = (files: string[]): string[] =>
  files.flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .filter((spec) => !relative(SCRIPTS, resolve(dirname(file), spec)).startsWith('..'))
      .map((spec) => `${relative(ROOT, file)}: ${spec}`),
  );

describe('nothing the app or the API runs comes from scripts/', () => {
  it('finds an import of scripts/ where one is written', () => {
    // The scan itself: the build steps import one another, so it finds them.
    expect(importsOfScripts([join(ROOT, 'vite.config.ts')])).not.toEqual([]);
  });

  it.each(['server', 'src'])('%s/ imports nothing from scripts/', (folder) => {
    expect(importsOfScripts(sources(join(ROOT, folder)))).toEqual([]);
  });
});
