/**
 * A page as large as a collection gets: a manifest is read whole in one request (the API answers
 * every row of the range, docs/api.md "List parameters"), not page by page.
 */
export const EVERY_ROW = { page: 1, perPage: 100_000 } as const;
