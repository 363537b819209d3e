/**
 * The conditions a list's `s` search object becomes (server/resources/listFilter.ts), as the store
 * answers them (whereSql.ts, groups.ts); what each means for one record in memory is
 * server/resources/listConditions.ts.
 */
export type Condition =
  /** Case-insensitive substring of the value or of any item of it; `needles` are lower-cased. */
  | { kind: 'contains'; field: string; needles: string[] }
  /** The value or any item of it, as text, is one of `values`. */
  | { kind: 'equals'; field: string; values: ReadonlySet<string> }
  /** The whole value, trimmed and lower-cased, is one of `values` (pasted unique codes). */
  | { kind: 'exact'; field: string; values: ReadonlySet<string> }
  /**
   * Case-insensitive substring of any of `fields` (not of list items), or of any of the fields
   * of the record a reference names (`references`; only the database answers those).
   */
  | { kind: 'q'; fields: string[]; needle: string; references: readonly ReferenceSearch[] }
  | { kind: 'ids'; ids: ReadonlySet<string> }
  | { kind: 'exists'; field: string; wanted: boolean }
  | { kind: 'range'; field: string; side: 'gte' | 'lte'; bound: number | string }
  /**
   * The reference in `field` names a record of `collection` meeting `conditions` (a row scope
   * through a reference, server/access/rowScope.ts). Only the database answers it: it is never
   * part of a statistics query over rows in memory.
   */
  | { kind: 'via'; field: string; collection: string; conditions: readonly Condition[] };

/**
 * `q` through a reference (schema `search` naming one): the record it names has the needle in
 * one of `fields` and is in the searcher's row scope of `collection` (`scope`).
 */
export interface ReferenceSearch {
  field: string;
  collection: string;
  fields: readonly string[];
  scope: readonly Condition[];
}
