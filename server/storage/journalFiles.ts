/**
 * The journal next to the data file: every acknowledged write since the last snapshot, one JSON
 * line per transaction (ndjson), appended and synced to disk before the write is answered.
 *   <data file>.journal        the file being appended to
 *   <data file>.journal.<seq>  set aside by a compaction in progress (<seq>: its last entry);
 *                              deleted once the snapshot containing it is on disk
 * Each file starts with `{"lineage": ...}`, the history of the data file it continues: a journal
 * left over from another data file (the file was replaced) is never replayed over this one.
 */
import { constants, readdirSync, readFileSync, renameSync } from 'node:fs';
import { open, truncate, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { DataFileError } from './dataFileError';
import type { DbRecord } from './types';
import { syncFolderAsync } from './writeFileAtomic';

/** One record written whole, or deleted, in a collection. */
export type JournalOp =
  { collection: string; upsert: DbRecord } | { collection: string; delete: DbRecord['id'] };

/** One transaction: its records change together or not at all. */
export interface JournalEntry {
  seq: number;
  ops: JournalOp[];
}

export function journalPath(dataFile: string): string {
  return `${dataFile}.journal`;
}

export interface JournalFile {
  path: string;
  /** For a set-aside file: the last entry it holds. */
  lastSeq?: number;
}

/** The journal files of a data file in the order to replay them: set-aside ones, then the current. */
export function journalFilesOf(dataFile: string): JournalFile[] {
  const current = basename(journalPath(dataFile));
  const setAside = new RegExp(`^${escapeRegExp(current)}\\.(\\d+)$`);
  const names = readdirSync(dirname(dataFile));
  const files: JournalFile[] = names
    .map((name) => ({
      path: join(dirname(dataFile), name),
      lastSeq: Number(setAside.exec(name)?.[1]),
    }))
    .filter(({ lastSeq }) => Number.isSafeInteger(lastSeq))
    .sort((a, b) => Number(a.lastSeq) - Number(b.lastSeq));
  return names.includes(current) ? [...files, { path: journalPath(dataFile) }] : files;
}

export interface JournalContent {
  /** False when the file continues another data file's history. */
  belongs: boolean;
  entries: JournalEntry[];
}

/**
 * The entries of one journal file. The last line may be cut short by a crash during an append
 * that was never answered: it is left out. A damaged line anywhere else stops the start.
 */
export function readJournal(file: string, lineage: string): JournalContent {
  const lines = readFileSync(file, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length === 0) return { belongs: true, entries: [] };
  const header = parseLine(lines[0]) as { lineage?: unknown } | undefined;
  if (header?.lineage !== lineage) return { belongs: false, entries: [] };
  const entries: JournalEntry[] = [];
  for (const [index, line] of lines.entries()) {
    if (index === 0) continue;
    const entry = parseLine(line);
    if (isEntry(entry)) entries.push(entry);
    else if (index < lines.length - 1)
      throw new DataFileError(
        `The journal ${file} is damaged at line ${index + 1}. ` +
          'Fix or remove that line (the writes after it are lost), or move the journal away.',
      );
  }
  return { belongs: true, entries };
}

/** Moves a journal that does not belong to the data file out of the way, keeping it. */
export function setAsideForeignJournal(file: string): string {
  const kept = `${file}.foreign-${Date.now()}`;
  renameSync(file, kept);
  return kept;
}

export function entryLine(entry: JournalEntry): string {
  return `${JSON.stringify(entry)}\n`;
}

/**
 * Where the platform has it, the journal is opened with O_DSYNC: each write returns once its
 * bytes are on disk, as a write then fdatasync would, in one trip to the thread pool instead of
 * two (an answer waits for each trip's turn on a busy event loop).
 */
const DATA_SYNC = constants.O_DSYNC as number | undefined;
const APPEND = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | (DATA_SYNC ?? 0);

/** Appends to `<data file>.journal`; one append (a batch of transactions) is one disk sync. */
export class JournalWriter {
  private readonly file: string;
  /** Bytes in the file: 0 when it does not exist yet (or was set aside). */
  private bytes = 0;
  /** Open while appends succeed; opened again after a failure or a set-aside. */
  private handle?: FileHandle;

  constructor(
    dataFile: string,
    private readonly lineage: string,
  ) {
    this.file = journalPath(dataFile);
  }

  get size(): number {
    return this.bytes;
  }

  /**
   * Resolves once `text` is on disk. On failure the file is cut back to what it held before
   * (so replay never sees half a batch); if even that fails, `JournalDamaged` is thrown.
   */
  async append(text: string): Promise<void> {
    const creating = this.bytes === 0;
    const content = creating ? `${JSON.stringify({ lineage: this.lineage })}\n${text}` : text;
    const handle = (this.handle ??= await open(this.file, APPEND));
    try {
      await handle.writeFile(content);
      if (DATA_SYNC === undefined) await handle.datasync();
    } catch (error) {
      this.release();
      await truncate(this.file, this.bytes).catch((cause: unknown) => {
        throw new JournalDamaged(this.file, cause);
      });
      throw error;
    }
    // A new file's name must be on disk too, or a crash could lose the whole file.
    if (creating) await syncFolderAsync(dirname(this.file));
    this.bytes += Buffer.byteLength(content);
  }

  /** Renames the file out of the way (`.<lastSeq>`); the next append starts a new one. */
  setAside(lastSeq: number): void {
    if (this.bytes === 0) return;
    this.release();
    renameSync(this.file, `${this.file}.${lastSeq}`);
    this.bytes = 0;
  }

  close(): void {
    this.release();
  }

  /** Forgets the open file; closing it needs no waiting, nothing more is written to it. */
  private release(): void {
    void this.handle?.close().catch(() => undefined);
    this.handle = undefined;
  }
}

/** An append failed and the journal could not be cut back: it may hold a write answered 500. */
export class JournalDamaged extends Error {
  constructor(file: string, cause: unknown) {
    super(`The journal ${file} could not be cut back after a failed append`, { cause });
    this.name = 'JournalDamaged';
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function isEntry(value: unknown): value is JournalEntry {
  const entry = value as Partial<JournalEntry> | undefined;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isSafeInteger(entry.seq) &&
    Array.isArray(entry.ops)
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
