/**
 * Writes the generated output as a whole: each generated folder is built beside the old one and
 * swapped in by rename, so a reader never sees half of it. Unchanged output is not touched.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { GENERATED_DIRS, GENERATED_FILES, type Outputs } from './compile';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Paths (relative to root) whose content on disk differs from the outputs, or that should not exist. */
export function staleFiles(root: string, outputs: Outputs): string[] {
  const stale = new Set<string>();
  for (const [path, content] of outputs) {
    const full = join(root, path);
    if (!existsSync(full) || readFileSync(full, 'utf8') !== content) stale.add(path);
  }
  for (const dir of GENERATED_DIRS) {
    for (const file of listFiles(join(root, dir))) {
      const path = relative(root, file);
      if (!outputs.has(path)) stale.add(path);
    }
  }
  return [...stale].sort();
}

export function writeOutputs(root: string, outputs: Outputs): string[] {
  const stale = staleFiles(root, outputs);
  if (stale.length === 0) return [];
  const token = `${process.pid}-${Date.now()}`;
  for (const dir of GENERATED_DIRS) {
    const target = join(root, dir);
    const next = `${target}.next-${token}`;
    for (const [path, content] of outputs) {
      if (!path.startsWith(`${dir}/`)) continue;
      const file = join(next, path.slice(dir.length + 1));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
    const old = `${target}.old-${token}`;
    if (existsSync(target)) renameSync(target, old);
    renameSync(next, target);
    rmSync(old, { recursive: true, force: true });
  }
  for (const path of GENERATED_FILES) {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    const temp = `${target}.next-${token}`;
    writeFileSync(temp, outputs.get(path)!);
    renameSync(temp, target);
  }
  return stale;
}
