import { describe, expect, it } from 'vitest';
import { FOLDER_PLACES, folderGraph, folderOf, newKnots } from '../../../scripts/lint/folderCycles';

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
    expect(newKnots(graph, [])).toEqual([]);
  });
});

describe('the folder check of npm run lint', () => {
  it('fails on an import cycle between two folders, though no file imports itself back', async () => {
    const root = `${FIXTURES}/folderCycle`;
    const problems = newKnots(await folderGraph([root]), []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${root}/orders → ${root}/billing`);
    expect(problems[0]).toContain(`${root}/billing → ${root}/orders`);
  });

  it('passes folders that import one way', async () => {
    expect(newKnots(await folderGraph([`${FIXTURES}/oneWay`]), [])).toEqual([]);
  });

  it('passes a known knot, and fails it once it takes in another folder', async () => {
    const root = `${FIXTURES}/folderCycle`;
    const graph = await folderGraph([root]);
    expect(newKnots(graph, [[`${root}/billing`, `${root}/orders`, `${root}/other`]])).toEqual([]);
    expect(newKnots(graph, [[`${root}/billing`]])).toHaveLength(1);
  });
});
