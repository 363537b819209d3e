/**
 * A large waybills table made in SQL from a smaller one, without a JSON file of that size: every
 * waybill copied `times - 1` times in one transaction (better-sqlite3 on the file directly; this
 * sets up data, it measures nothing). Copies get new ids (AUTOINCREMENT) and their unique text
 * fields (the tracking number) a suffix per copy, `-2`, `-3`...; everything else is kept, links
 * to boxes, clients and bills too, so those now count more waybills than their derived figures
 * (box batch figures, client counts) say: fine for a size benchmark, not for a demo. The search
 * index (FTS5 trigram) is filled by its insert trigger, row by row.
 */
import SQLite from 'better-sqlite3';
import { searchTableName } from '../../server/db/migrate';
import { quote } from '../../server/db/quote';
import { tableFor } from '../../server/db/tables';

export function multiplyWaybills(file: string, times: number): void {
  if (!Number.isInteger(times) || times < 1) throw new Error(`cannot multiply by ${times}`);
  const table = tableFor('waybills');
  const t = quote(table.name);
  const db = new SQLite(file);
  try {
    // Set-up data: a crash here only fails the run, so no sync per page; a larger cache.
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -262144');
    const columns = (
      db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table.name) as string[]
    ).filter((name) => name !== 'id');
    // Unique fields and the keys and lower-case texts kept from them take the suffix alike.
    const unique = new Set([
      ...table.unique.map((column) => column.name),
      ...table.derived
        .filter((derived) => table.unique.includes(derived.from))
        .map((derived) => derived.name),
    ]);
    const insert = db.prepare(
      `INSERT INTO ${t} (${columns.map(quote).join(', ')}) ` +
        `SELECT ${columns.map((c) => (unique.has(c) ? `${quote(c)} || @suffix` : quote(c))).join(', ')} ` +
        `FROM ${t} WHERE "id" <= @last ORDER BY "id"`,
    );
    const count = () => db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number;
    const originals = count();
    const last = db.prepare(`SELECT max("id") FROM ${t}`).pluck().get() as number;
    db.transaction(() => {
      for (let copy = 2; copy <= times; copy++) insert.run({ suffix: `-${copy}`, last });
    })();
    if (count() !== originals * times)
      throw new Error(`expected ${originals * times} waybills, found ${count()}`);
    // The trigger kept the search index: the last copy's tracking number is found through it.
    const search = quote(searchTableName(table));
    const newest = db
      .prepare(`SELECT "id", "trackingNumber" FROM ${t} ORDER BY "id" DESC LIMIT 1`)
      .get() as { id: number; trackingNumber: string };
    const found = db
      .prepare(`SELECT rowid FROM ${search} WHERE ${search} MATCH ?`)
      .pluck()
      .all(`"${newest.trackingNumber.toLowerCase()}"`) as number[];
    if (!found.includes(newest.id)) throw new Error('the search index misses the copied waybills');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}
