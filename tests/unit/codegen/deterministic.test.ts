import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegistry, type Outputs } from '../../../scripts/codegen/compile';
import { staleFiles, writeOutputs } from '../../../scripts/codegen/write';
import { ROOT } from './runCodegen';

describe('codegen output', { timeout: 60_000 }, () => {
  let compiled: Promise<Outputs> | undefined;
  const first = () => (compiled ??= compileRegistry(join(ROOT, 'schema')));

  it('is byte-identical for the same registry', async () => {
    const second = await compileRegistry(join(ROOT, 'schema'));
    expect([...second.entries()]).toEqual([...(await first()).entries()]);
  });

  it('is checked by --check, the registry JSON Schema too', async () => {
    const outputs = await first();
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    const dir = mkdtempSync(join(ROOT, '.tmp', 'check-'));
    try {
      writeOutputs(dir, outputs);
      expect(staleFiles(dir, outputs)).toEqual([]);
      const file = join(dir, 'schema/registry.schema.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"required"', '"requird"'));
      expect(staleFiles(dir, outputs)).toEqual(['schema/registry.schema.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
