/**
 * What the demo server has on disk, read the way docs/decisions.md describes the files: the data
 * file (a snapshot: collection -> records, with `$journal.seq`, the last journal entry it holds)
 * and the journal next to it (`<data file>.journal*`, ndjson: a `{"lineage"}` header, then
 * `{"seq", "ops": [{"collection", "upsert": record} | {"collection", "delete": id}]}` per
 * transaction). A write is stored once it is in either.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Row } from './types';

type Op = { collection: string; upsert: Row } | { collection: string; delete: Row['id'] };

/** Every collection as the server would load it at its next start. */
export function readStored(dataFile: string): Record<string, Row[]> {
  const { $journal, ...data } = JSON.parse(readFileSync(dataFile, 'utf8')) as Record<
    string,
    Row[]
  > & { $journal?: { seq: number } };
  let seq = $journal?.seq ?? 0;
  for (const file of journalFiles(dataFile)) {
    const [, ...entries] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    for (const line of entries) {
      const entry = JSON.parse(line) as { seq: number; ops: Op[] };
      if (entry.seq <= seq) continue;
      seq = entry.seq;
      for (const op of entry.ops) apply(data, op);
    }
  }
  return data;
}

/** The bytes of the data file and its journal: unchanged bytes mean nothing was written. */
export function storedBytes(dataFile: string): Buffer {
  return Buffer.concat([dataFile, ...journalFiles(dataFile)].map((file) => readFileSync(file)));
}

function journalFiles(dataFile: string): string[] {
  const current = `${basename(dataFile)}.journal`;
  const setAside = readdirSync(dirname(dataFile))
    .filter(
      (name) => name.startsWith(`${current}.`) && /^\d+$/.test(name.slice(current.length + 1)),
    )
    .sort((a, b) => Number(a.slice(current.length + 1)) - Number(b.slice(current.length + 1)));
  const files = setAside.map((name) => join(dirname(dataFile), name));
  const journal = join(dirname(dataFile), current);
  return existsSync(journal) && statSync(journal).isFile() ? [...files, journal] : files;
}

function apply(data: Record<string, Row[]>, op: Op): void {
  const id = 'upsert' in op ? op.upsert.id : op.delete;
  const rows = (data[op.collection] ?? []).filter((row) => String(row.id) !== String(id));
  const at = (data[op.collection] ?? []).findIndex((row) => String(row.id) === String(id));
  if ('upsert' in op) rows.splice(at < 0 ? rows.length : at, 0, op.upsert);
  data[op.collection] = rows;
}
