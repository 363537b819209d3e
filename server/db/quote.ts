/** A table, column or index name as SQL names it in either database. */
export function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
