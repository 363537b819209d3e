import { describe, expect, it } from 'vitest';
import { folderGraph, newKnots } from '../../../scripts/lint/folderCycles';

const FIXTURES = 'tests/unit/lint/fixtures';

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
