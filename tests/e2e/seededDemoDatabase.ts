/**
 * The browser tests' global set-up: one seeded demo database for every test file's server to
 * start over a copy of (startDemoServer).
 */
import type { TestProject } from 'vitest/node';
import { seedDemoDatabase } from './demoServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded demo database file, to copy (never to open in place). */
    seededDemoDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const seeded = await seedDemoDatabase();
  project.provide('seededDemoDatabase', seeded.file);
  return seeded.remove;
}
