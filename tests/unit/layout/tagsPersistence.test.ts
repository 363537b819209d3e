import { describe, expect, it } from 'vitest';
import { CACHE_LIMIT, type VisitedView } from '../../../src/layout/tags/tagList';
import { encodeCached, encodeViews, restoreTags } from '../../../src/layout/tags/tagsPersistence';

const PAGES = new Set(['/dashboard', '/oms/waybill', '/oms/waybill/3/show', '/system/user']);
const isPage = (path: string) => PAGES.has(path);
const FIXED = ['/dashboard'];

describe('tabs kept in the browser', () => {
  it('come back as they were stored, with titles and query strings', () => {
    const views: VisitedView[] = [
      { path: '/dashboard', search: '', fixed: true },
      { path: '/oms/waybill', search: '?filter=%7B%7D', fixed: false },
      { path: '/oms/waybill/3/show', search: '', title: 'YW100200300', fixed: false },
    ];
    const cached = ['/oms/waybill', '/oms/waybill/3/show'];
    expect(restoreTags(encodeViews(views), encodeCached(cached), FIXED, isPage)).toEqual({
      views,
      cached,
    });
  });

  it('store title, path and fixed in the visited views', () => {
    const stored = JSON.parse(
      encodeViews([{ path: '/oms/waybill/3/show', search: '', title: 'YW1', fixed: false }]),
    );
    expect(stored).toEqual([
      { path: '/oms/waybill/3/show', search: '', title: 'YW1', fixed: false },
    ]);
  });

  it('start with the fixed tabs when nothing is stored', () => {
    expect(restoreTags(null, null, FIXED, isPage)).toEqual({
      views: [{ path: '/dashboard', search: '', fixed: true }],
      cached: [],
    });
  });

  it('put the fixed tabs first, whatever the stored order and flags', () => {
    const raw = JSON.stringify([
      { path: '/system/user', search: '', fixed: true },
      { path: '/dashboard', search: '', fixed: false },
    ]);
    expect(restoreTags(raw, null, FIXED, isPage).views).toEqual([
      { path: '/dashboard', search: '', fixed: true },
      { path: '/system/user', search: '', fixed: false },
    ]);
  });

  it('drop pages the app no longer has, duplicates and malformed entries', () => {
    const raw = JSON.stringify([
      { path: '/gone' },
      { path: '/system/user', search: 'not-a-query' },
      { path: '/system/user' },
      'junk',
      { title: 'no path' },
    ]);
    const { views } = restoreTags(raw, JSON.stringify(['/gone', '/system/user', 7]), FIXED, isPage);
    expect(views.map((view) => view.path)).toEqual(['/dashboard', '/system/user']);
    expect(views[1].search).toBe('');
  });

  it('keep only cached pages that still have a tab, within the limit', () => {
    const many = Array.from({ length: CACHE_LIMIT + 3 }, (_, i) => `/p${i}`);
    const views = JSON.stringify(many.map((path) => ({ path, search: '', fixed: false })));
    const { cached } = restoreTags(views, JSON.stringify([...many, '/gone']), FIXED, () => true);
    expect(cached).toEqual(many.slice(-CACHE_LIMIT));
  });

  it('start afresh from text that is not JSON', () => {
    expect(restoreTags('{oops', '[', FIXED, isPage)).toEqual({
      views: [{ path: '/dashboard', search: '', fixed: true }],
      cached: [],
    });
  });
});
