import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegistry } from '../../../scripts/codegen/compile';
import { ROOT } from './runCodegen';

describe('codegen output', { timeout: 60_000 }, () => {
  it('is byte-identical for the same registry', async () => {
    const first = await compileRegistry(join(ROOT, 'schema'));
    const second = await compileRegistry(join(ROOT, 'schema'));
    expect([...second.entries()]).toEqual([...first.entries()]);
  });
});
