/**
 * The global set-up of the tests that start API servers: the test demo data set, generated once
 * for the run into a file that every test file's servers are seeded from (demoDataText).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { generateDataset } from '../../../server/db/demoData/generate';
import { TEST_DATASET } from './testDataset';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test demo data set as json-server-shaped JSON, in a file. */
    testDemoDataFile: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'baraka-test-data-'));
  const file = join(folder, 'seed.json');
  writeFileSync(file, JSON.stringify(generateDataset(TEST_DATASET), null, 2));
  project.provide('testDemoDataFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
