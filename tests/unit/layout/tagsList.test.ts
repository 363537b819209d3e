import { describe, expect, it } from 'vitest';
import {
  CACHE_LIMIT,
  closeViews,
  setViewTitle,
  showView,
  wouldClose,
  type TagsState,
  type VisitedView,
} from '../../../src/layout/tags/tagList';

const fixed = (path: string): VisitedView => ({ path, search: '', fixed: true });
const tab = (path: string): VisitedView => ({ path, search: '', fixed: false });
const paths = (state: TagsState) => state.views.map((view) => view.path);

/** Dashboard (fixed), then a, b, c, d in that order, all kept alive. */
const fiveTabs = (): TagsState => ({
  views: [fixed('/dashboard'), tab('/a'), tab('/b'), tab('/c'), tab('/d')],
  cached: ['/dashboard', '/a', '/b', '/c', '/d'],
});

describe('showing a page', () => {
  it('adds a tab at the end the first time and keeps its query string', () => {
    const state = showView(
      { views: [fixed('/dashboard')], cached: [] },
      '/oms/waybill',
      '?page=2',
      true,
    );
    expect(state.views).toEqual([
      fixed('/dashboard'),
      { path: '/oms/waybill', search: '?page=2', fixed: false },
    ]);
    expect(state.cached).toEqual(['/oms/waybill']);
  });

  it('reuses the tab of the same path with another query string, in place', () => {
    const state = showView(fiveTabs(), '/b', '?filter=x', true);
    expect(paths(state)).toEqual(['/dashboard', '/a', '/b', '/c', '/d']);
    expect(state.views[2].search).toBe('?filter=x');
  });

  it('changes nothing when the same page is shown again', () => {
    const before = { views: [fixed('/dashboard'), tab('/a')], cached: ['/dashboard', '/a'] };
    expect(showView(before, '/a', '', true)).toBe(before);
  });

  it('moves the page to the recent end of the cache', () => {
    expect(showView(fiveTabs(), '/a', '', true).cached).toEqual([
      '/dashboard',
      '/b',
      '/c',
      '/d',
      '/a',
    ]);
  });

  it(`keeps at most ${CACHE_LIMIT} pages alive, dropping the least recently shown`, () => {
    let state: TagsState = { views: [fixed('/dashboard')], cached: [] };
    for (let i = 0; i <= CACHE_LIMIT; i++) state = showView(state, `/p${i}`, '', true);
    expect(state.views).toHaveLength(CACHE_LIMIT + 2);
    expect(state.cached).toHaveLength(CACHE_LIMIT);
    expect(state.cached[0]).toBe('/p1');
    expect(state.cached.at(-1)).toBe(`/p${CACHE_LIMIT}`);
  });

  it('keeps nothing alive without caching', () => {
    const state = showView(fiveTabs(), '/e', '', false);
    expect(paths(state).at(-1)).toBe('/e');
    expect(state.cached).toEqual([]);
  });
});

describe('closing tabs', () => {
  it('closes one tab and drops its cached page', () => {
    const { state } = closeViews(fiveTabs(), 'close', '/b', '/d');
    expect(paths(state)).toEqual(['/dashboard', '/a', '/c', '/d']);
    expect(state.cached).toEqual(['/dashboard', '/a', '/c', '/d']);
  });

  it('never closes a fixed tab', () => {
    const before = fiveTabs();
    expect(closeViews(before, 'close', '/dashboard', '/a').state).toBe(before);
    expect(wouldClose(before, 'close', '/dashboard')).toBe(false);
  });

  it('goes to the right neighbour when the tab on screen is closed, or the left one at the end', () => {
    expect(closeViews(fiveTabs(), 'close', '/b', '/b')).toMatchObject({
      activeClosed: true,
      goTo: { path: '/c' },
    });
    expect(closeViews(fiveTabs(), 'close', '/d', '/d')).toMatchObject({
      activeClosed: true,
      goTo: { path: '/c' },
    });
  });

  it('stays put when another tab is closed', () => {
    const closed = closeViews(fiveTabs(), 'close', '/b', '/c');
    expect(closed.activeClosed).toBe(false);
    expect(closed.goTo).toBeUndefined();
  });

  it('closes the others but the fixed ones, going to the chosen tab if needed', () => {
    const closed = closeViews(fiveTabs(), 'others', '/b', '/d');
    expect(paths(closed.state)).toEqual(['/dashboard', '/b']);
    expect(closed.state.cached).toEqual(['/dashboard', '/b']);
    expect(closed).toMatchObject({ activeClosed: true, goTo: { path: '/b' } });
  });

  it('closes the tabs to the left, sparing fixed ones', () => {
    const closed = closeViews(fiveTabs(), 'left', '/c', '/c');
    expect(paths(closed.state)).toEqual(['/dashboard', '/c', '/d']);
    expect(closed.activeClosed).toBe(false);
  });

  it('closes the tabs to the right', () => {
    const closed = closeViews(fiveTabs(), 'right', '/b', '/d');
    expect(paths(closed.state)).toEqual(['/dashboard', '/a', '/b']);
    expect(closed).toMatchObject({ activeClosed: true, goTo: { path: '/b' } });
  });

  it('closes all but the fixed tabs and goes to the last one left', () => {
    const closed = closeViews(fiveTabs(), 'all', '/b', '/c');
    expect(paths(closed.state)).toEqual(['/dashboard']);
    expect(closed.state.cached).toEqual(['/dashboard']);
    expect(closed).toMatchObject({ activeClosed: true, goTo: { path: '/dashboard' } });
  });

  it('says where there is nothing to close', () => {
    const state = fiveTabs();
    expect(wouldClose(state, 'left', '/a')).toBe(false);
    expect(wouldClose(state, 'right', '/d')).toBe(false);
    expect(wouldClose(state, 'left', '/b')).toBe(true);
    expect(wouldClose({ views: [fixed('/dashboard')], cached: [] }, 'all', '/dashboard')).toBe(
      false,
    );
  });

  it('leaves nothing to go to when no tab is left', () => {
    const state = { views: [tab('/a')], cached: ['/a'] };
    expect(closeViews(state, 'close', '/a', '/a')).toMatchObject({
      activeClosed: true,
      goTo: undefined,
    });
  });

  it('does not count a page without a tab (404) as closed', () => {
    expect(closeViews(fiveTabs(), 'all', '/a', '/nowhere').activeClosed).toBe(false);
  });
});

describe("a page's own tab title", () => {
  it('is set on its tab', () => {
    const state = setViewTitle(fiveTabs(), '/c', 'YW123456789');
    expect(state.views[3].title).toBe('YW123456789');
  });

  it('is ignored for a page without a tab', () => {
    const before = fiveTabs();
    expect(setViewTitle(before, '/nowhere', 'x')).toBe(before);
  });
});
