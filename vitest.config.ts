import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Some build the whole demo data set: seconds on a busy machine.
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          // A server starts over a new database: its tables, then the demo data (PostgreSQL: seconds).
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 180000,
          // Two files at once (package.json test:e2e): a browser test keeps about one core busy
          // (its browser, its server and itself), so a 2-core CI machine runs two.
          // What the browser shows after a page comes may take seconds on a loaded CI machine
          // (vitest's own default is 1 s); a poll ends as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
