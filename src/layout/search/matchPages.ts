import { normalize, type SearchablePage } from './searchIndex';

export interface PageMatch {
  page: SearchablePage;
  recent: boolean;
}

/**
 * The pages whose titles (any language) or section contain every word of `query`: the recently
 * opened ones first, newest first, then the others in menu order. An empty query matches all.
 */
export function matchPages(
  pages: readonly SearchablePage[],
  query: string,
  recentPaths: readonly string[],
): PageMatch[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const found = pages.filter((page) => words.every((word) => page.text.includes(word)));
  const recent = recentPaths.flatMap((path) => {
    const page = found.find((candidate) => candidate.route.path === path);
    return page ? [{ page, recent: true }] : [];
  });
  const others = found
    .filter((page) => !recentPaths.includes(page.route.path))
    .map((page) => ({ page, recent: false }));
  return [...recent, ...others];
}
