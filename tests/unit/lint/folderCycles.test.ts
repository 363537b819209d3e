import { describe, expect, it } from 'vitest';
import {
  FOLDER_PLACES,
  folderGraph,
  folderKnots,
  folderOf,
  knotProblems,
  type FolderGraph,
} from '../../../scripts/lint/folderCycles';

const FIXTURES = 'tests/unit/lint/fixtures';

describe('the folders of the folder check', () => {
  it('are the top level of src/, the second of src/core/ and scripts/', () => {
    expect(folderOf('src/layout/menu/x.ts', FOLDER_PLACES)).toBe('src/layout');
    expect(folderOf('src/core/i18n/app/uz.ts', FOLDER_PLACES)).toBe('src/core/i18n');
    expect(folderOf('scripts/fixtures/build/users.ts', FOLDER_PLACES)).toBe('scripts/fixtures');
    expect(folderOf('src/main.tsx', FOLDER_PLACES)).toBe('src');
    expect(folderOf('src/core/screen.ts', FOLDER_PLACES)).toBe('src/core');
    expect(folderOf('tests/unit/x.test.ts', FOLDER_PLACES)).toBeUndefined();
  });

  it('take a parent and its child folders as one: their imports are no cycle', async () => {
    const root = `${FIXTURES}/nested`;
    const graph = await folderGraph([root]);
    expect(graph.get(`${root}/orders`)).toEqual(new Set([`${root}/billing`]));
    expect(knotProblems(graph)).toEqual([]);
  });
});

describe('the folder check of npm run lint', () => {
  it('fails on an import cycle between two folders, though no file imports itself back', async () => {
    const root = `${FIXTURES}/folderCycle`;
    const problems = knotProblems(await folderGraph([root]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${root}/orders → ${root}/billing`);
    expect(problems[0]).toContain(`${root}/billing → ${root}/orders`);
  });

  it('passes folders that import one way', async () => {
    expect(knotProblems(await folderGraph([`${FIXTURES}/oneWay`]))).toEqual([]);
  });
});

/** A made-up folder graph: each folder with the folders it imports from. */
const graphOf = (arrows: Record<string, string[]>): FolderGraph =>
  new Map(Object.entries(arrows).map(([from, to]) => [from, new Set(to)]));

describe('the knots of a folder graph', () => {
  it('are the folders that reach each other, however long the way round', () => {
    const graph = graphOf({
      app: ['pages'],
      pages: ['views', 'layout'],
      views: ['layout', 'pages'],
      layout: ['routing'],
      routing: ['layout'],
    });
    expect(folderKnots(graph)).toEqual([
      ['layout', 'routing'],
      ['pages', 'views'],
    ]);
    const problems = knotProblems(graph);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('routing → layout');
    expect(problems.join('\n')).toContain('views → pages');
  });

  it('are none when the folders import one way', () => {
    const graph = graphOf({
      app: ['pages', 'layout'],
      pages: ['views', 'layout'],
      views: ['layout'],
      layout: ['routing'],
    });
    expect(folderKnots(graph)).toEqual([]);
    expect(knotProblems(graph)).toEqual([]);
  });
});
