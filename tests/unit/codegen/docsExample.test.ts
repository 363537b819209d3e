/**
 * The "complete example" of docs/schema.md is a resource file as a newcomer copies it: it must
 * pass the registry's JSON Schema (what their editor checks) and compile with the registry.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import validator from '@rjsf/validator-ajv8';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCodegen, scratchProject } from './runCodegen';

/** The first fenced YAML block after the heading `heading` of docs/schema.md. */
function exampleUnder(heading: string): string {
  const text = readFileSync(join(ROOT, 'docs/schema.md'), 'utf8');
  const after = text.slice(text.indexOf(`\n## ${heading}\n`));
  const block = /```yaml\n([\s\S]*?)```/.exec(after);
  if (!after.startsWith('\n## ') || !block) throw new Error(`no YAML under "## ${heading}"`);
  return block[1];
}

const example = exampleUnder('A complete example');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the complete example of docs/schema.md', { timeout: 60_000 }, () => {
  it('passes schema/registry.schema.json', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schema/registry.schema.json'), 'utf8'));
    const check = validator.ajv.compile(schema as object);
    expect(check(parse(example)) ? [] : check.errors).toEqual([]);
  });

  it('compiles with the registry, without a word from codegen', () => {
    const dir = scratchProject(['schema']);
    dirs.push(dir);
    const name = (parse(example) as { name: string }).name;
    writeFileSync(join(dir, `schema/resources/${name}.yaml`), example);
    const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
    expect(result.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toEqual([]);
    expect(result.status).toBe(0);
    expect(readFileSync(join(dir, 'server/generated/collections.ts'), 'utf8')).toContain(name);
    // Its own enumeration, declared in the file, compiles like those of schema/enums.yaml.
    expect(readFileSync(join(dir, 'src/core/generated/registry.ts'), 'utf8')).toMatch(
      /warehouseKind: \{[^}]*values: \['SORTING', 'STORAGE'\]/,
    );
  });
});
