import { defineConfig } from 'vitest/config';

/** What the browser tests share: they start a server and a browser, and wait for what they show. */
const BROWSER_TESTS = {
  environment: 'node',
  testTimeout: 120000,
  hookTimeout: 180000,
  // What the browser shows after a page comes may take seconds on a loaded CI machine (vitest's
  // own default is 1 s); a poll ends as soon as it holds.
  expect: { poll: { timeout: 10_000 } },
  // One seeded demo database, copied for each test file's server.
  globalSetup: 'tests/e2e/seededDemoDatabase.ts',
} as const;

/** Browser tests of the server's drawing of a page, which it gives up past a deadline. */
const DRAWING_DEADLINE_TESTS = ['tests/e2e/firstScreen.test.ts'] as const;

/** The test demo data set, generated once for a run of the tests that start API servers. */
const TEST_DEMO_DATA = 'tests/server/helpers/generatedDemoData.ts';

/** What the server tests share: each file starts the API over a new database and asks it. */
const SERVER_TESTS = {
  environment: 'node',
  globalSetup: TEST_DEMO_DATA,
  testTimeout: 30000,
  // A server starts over a new database: its tables, then the demo data (PostgreSQL: seconds).
  hookTimeout: 60000,
} as const;

/** Server tests that replace a module the server imports (vi.mock): they load it afresh. */
const MODULE_MOCKING_SERVER_TESTS = ['tests/server/loginHardening.test.ts'] as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: TEST_DEMO_DATA,
          setupFiles: ['tests/unit/setup/testingLibrary.ts'],
          // Some build the whole demo data set: seconds on a busy machine.
          testTimeout: 30000,
        },
      },
      {
        test: {
          ...SERVER_TESTS,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...MODULE_MOCKING_SERVER_TESTS],
          // The files of a worker share their loaded modules: each starts its own server over its
          // own database, and importing the server anew for each file cost more than its tests.
          isolate: false,
        },
      },
      {
        test: {
          ...SERVER_TESTS,
          name: 'server-mocking',
          include: [...MODULE_MOCKING_SERVER_TESTS],
        },
      },
      {
        test: {
          ...BROWSER_TESTS,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...DRAWING_DEADLINE_TESTS],
          // One file at a time: a browser test keeps two cores busy (its browser, its server and
          // itself); two at once took as long in all on CI's 2 cores, each three times slower.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...BROWSER_TESTS,
          name: 'e2e-alone',
          include: [...DRAWING_DEADLINE_TESTS],
          // After the others (and after `npm test` in CI): the server gives a page's drawing one
          // second (DRAWING_TIMEOUT_MS), which a busy machine may take.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
