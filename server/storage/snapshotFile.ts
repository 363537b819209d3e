/**
 * The data file as a snapshot: a JSON object of arrays (collection -> records), plus, once the
 * server has compacted its journal into it, `"$journal": {"lineage", "seq"}`: the journal entries
 * it already contains (seq) and the history it belongs to (lineage, see journalFiles.ts).
 * Reading refuses anything else with a message saying what to do. Writing puts one record per
 * line and comes in chunks, so a large file is written without holding the event loop.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DataFileError } from './dataFileError';
import type { Data, DbRecord } from './types';

const META_KEY = '$journal';
/** Records per chunk of a written snapshot: a few milliseconds of JSON.stringify. */
const CHUNK_RECORDS = 128;

export interface SnapshotMeta {
  /** Names the data file's history; journal files carry it to say which file they continue. */
  lineage: string;
  /** The last journal entry the snapshot contains. */
  seq: number;
}

export interface Snapshot {
  data: Data;
  meta: SnapshotMeta;
  bytes: number;
}

export function readSnapshot(file: string): Snapshot {
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch (error) {
    throw new DataFileError(`Cannot read the data file ${file}: ${messageOf(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.toString('utf8'));
  } catch (error) {
    throw new DataFileError(
      `The data file ${file} is not valid JSON (${messageOf(error)}). ` +
        'Fix it, or move it away to start from fresh demo data; it is never overwritten.',
    );
  }
  if (!isSnapshot(parsed)) {
    throw new DataFileError(
      `The data file ${file} must hold a JSON object of arrays (collection -> records). ` +
        'Fix it, or move it away to start from fresh demo data; it is never overwritten.',
    );
  }
  const { [META_KEY]: written, ...data } = parsed;
  // A file the server never compacted (fresh fixtures): its content names its history.
  const meta = (written as SnapshotMeta | undefined) ?? { lineage: fingerprint(content), seq: 0 };
  return { data: data as Data, meta, bytes: content.length };
}

/**
 * The snapshot's text in chunks. `view` gives the state a record had when the snapshot was
 * taken (the store keeps it for records changed since).
 */
export function* snapshotChunks(
  data: Data,
  meta: SnapshotMeta,
  view: (record: DbRecord) => DbRecord = (record) => record,
): Generator<string> {
  yield `{${JSON.stringify(META_KEY)}:${JSON.stringify(meta)}`;
  for (const [collection, records] of Object.entries(data)) {
    yield `,\n${JSON.stringify(collection)}:[`;
    for (let start = 0; start < records.length; start += CHUNK_RECORDS) {
      const lines = records.slice(start, start + CHUNK_RECORDS).map((r) => JSON.stringify(view(r)));
      yield `${start === 0 ? '' : ','}\n${lines.join(',\n')}`;
    }
    yield '\n]';
  }
  yield '\n}\n';
}

function fingerprint(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 32);
}

function isSnapshot(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, item]) =>
    key === META_KEY ? isMeta(item) : Array.isArray(item),
  );
}

function isMeta(value: unknown): value is SnapshotMeta {
  const meta = value as Partial<SnapshotMeta> | null;
  return (
    typeof meta === 'object' &&
    meta !== null &&
    typeof meta.lineage === 'string' &&
    Number.isSafeInteger(meta.seq) &&
    Number(meta.seq) >= 0
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
