import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Runs `npm run codegen` as a developer would, with its own schema and output folders. */
export function runCodegen(args: string[]) {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/codegen/index.ts'), ...args],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A scratch copy of the project inside it (so node_modules resolves), holding the given folders.
 */
export function scratchProject(folders: string[]): string {
  const base = join(ROOT, '.tmp');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'codegen-'));
  for (const folder of folders) cpSync(join(ROOT, folder), join(dir, folder), { recursive: true });
  return dir;
}
