/**
 * npm run codegen [-- --check] [--schema DIR] [--out DIR]
 * Compiles schema/ into src/core/generated/, src/generated/, src/routeScreens/generated/,
 * server/generated/ and docs/openapi.json. With --check it writes nothing and fails when the
 * committed output is not what the registry gives.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compileRegistry } from './compile';
import { RegistryError } from './registryError';
import { staleFiles, writeOutputs } from './write';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    schema: { type: 'string', default: 'schema' },
    out: { type: 'string', default: '.' },
  },
});

try {
  const root = resolve(values.out);
  const outputs = await compileRegistry(resolve(values.schema));
  if (values.check) {
    const stale = staleFiles(root, outputs);
    if (stale.length > 0) {
      console.error(
        `codegen: generated files are out of date: ${stale.join(', ')} (run npm run codegen)`,
      );
      process.exit(1);
    }
    console.log('codegen: generated files are up to date');
  } else {
    const written = writeOutputs(root, outputs);
    console.log(
      written.length ? `codegen: wrote ${written.length} changed file(s)` : 'codegen: up to date',
    );
  }
} catch (error) {
  if (error instanceof RegistryError) {
    console.error(`codegen: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
