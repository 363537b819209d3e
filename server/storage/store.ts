/**
 * The records in memory (lowdb's state, the store of record) with their indexes, and the one
 * way to change them: `commit`, a transaction of inserts, updates and deletes that
 * 1. changes memory and indexes at once (later requests see it, and build on it),
 * 2. is appended to the journal with every other transaction waiting at that moment, one disk
 *    sync for the batch (group commit), while the event loop keeps answering reads,
 * 3. resolves once on disk; the caller answers the client then, never before.
 * If an append fails, that batch and every transaction made after it are undone in memory (last
 * first) and rejected: memory is again what the disk holds.
 * When the journal has grown past a threshold (and on close), it is compacted into a new data
 * file, written in chunks while requests go on; records changed meanwhile are written as they
 * were when the compaction began.
 */
import { unlinkSync } from 'node:fs';
import { CollectionIndex } from './collectionIndex';
import {
  entryLine,
  journalFilesOf,
  JournalDamaged,
  type JournalOp,
  type JournalWriter,
} from './journalFiles';
import { snapshotChunks, type SnapshotMeta } from './snapshotFile';
import type { Data, DbRecord } from './types';
import { writeFileAtomicFrom } from './writeFileAtomic';

/** One change of a transaction. `update` gives the record's whole new state (its id is kept). */
export type Change =
  | { insert: DbRecord; collection: string }
  | { update: DbRecord; to: Record<string, unknown> }
  | { delete: DbRecord };

interface Transaction {
  seq: number;
  line: string;
  /** Undoes the transaction in memory, last change first. */
  undo(): void;
  resolve(): void;
  reject(error: unknown): void;
}

export interface StoreFiles {
  dataFile: string;
  journal: JournalWriter;
  meta: SnapshotMeta;
  /** Compact once the journal holds this many bytes. */
  compactAfterBytes: number;
}

export class Store {
  private readonly indexes = new Map<string, CollectionIndex>();
  private readonly lineage: string;
  private nextSeq: number;
  private durableSeq: number;
  private pending: Transaction[] = [];
  private flushing?: Promise<void>;
  private compacting?: Promise<void>;
  /** Records changed since the running compaction began, as they were then. */
  private preimages?: Map<DbRecord, DbRecord>;
  private broken?: Error;
  private closing = false;

  constructor(
    readonly data: Data,
    private readonly files: StoreFiles,
  ) {
    for (const [name, records] of Object.entries(data))
      this.indexes.set(name, new CollectionIndex(name, records));
    this.lineage = files.meta.lineage;
    this.durableSeq = files.meta.seq;
    this.nextSeq = files.meta.seq + 1;
  }

  find(collection: string, id: unknown): DbRecord | undefined {
    return this.indexes.get(collection)?.get(id);
  }

  /** The indexes of a collection, created empty when the data file lacks it. */
  collection(name: string): CollectionIndex {
    let index = this.indexes.get(name);
    if (!index) {
      this.data[name] = [];
      index = new CollectionIndex(name, this.data[name]);
      this.indexes.set(name, index);
    }
    return index;
  }

  /** The collection holding this very record (not a copy of it), if any. */
  collectionOf(record: DbRecord): CollectionIndex | undefined {
    for (const index of this.indexes.values()) if (index.has(record)) return index;
    return undefined;
  }

  commit(changes: readonly Change[]): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    if (this.closing) return Promise.reject(new Error('The store is closed'));
    if (changes.length === 0) return Promise.resolve();
    let transaction: Transaction;
    try {
      transaction = this.apply(changes);
    } catch (error) {
      return Promise.reject(error);
    }
    const done = new Promise<void>((resolve, reject) => {
      transaction.resolve = resolve;
      transaction.reject = reject;
    });
    this.pending.push(transaction);
    this.flushing ??= this.flush();
    return done;
  }

  /** Waits for every write, then compacts the journal into the data file. */
  async close(): Promise<void> {
    this.closing = true;
    await this.flushing;
    await this.compacting;
    if (!this.broken && journalFilesOf(this.files.dataFile).length > 0) await this.compact();
    this.files.journal.close();
  }

  private apply(changes: readonly Change[]): Transaction {
    const planned = changes.map((change) => this.plan(change));
    const undos: (() => void)[] = [];
    const ops: JournalOp[] = [];
    try {
      for (const step of planned) {
        undos.push(step.run());
        ops.push(step.op());
      }
    } catch (error) {
      for (const undo of undos.reverse()) undo();
      throw error;
    }
    const seq = this.nextSeq++;
    return {
      seq,
      // Written now: a later transaction may change the same records before this one is flushed.
      line: entryLine({ seq, ops }),
      undo: () => undos.reverse().forEach((undo) => undo()),
      resolve: () => undefined,
      reject: () => undefined,
    };
  }

  /**
   * A change ready to apply (`run`, which answers its undo) and to journal (`op`). A change that
   * cannot apply throws, here or in `run`; apply then undoes what ran before it.
   */
  private plan(change: Change): { run(): () => void; op(): JournalOp } {
    if ('insert' in change) {
      const { insert: record, collection } = change;
      const index = this.collection(collection);
      return {
        run: () => {
          // Checked when applied: an earlier insert of the transaction may have taken the id.
          if (index.get(record.id))
            throw new Error(`${collection} already has id ${String(record.id)}`);
          index.insert(record);
          return () => index.remove(record);
        },
        op: () => ({ collection, upsert: record }),
      };
    }
    const record = 'update' in change ? change.update : change.delete;
    const index = this.collectionOf(record);
    if (!index) throw new Error(`Record ${String(record.id)} is not stored`);
    const collection = index.name;
    if ('delete' in change) {
      return {
        run: () => {
          const position = index.remove(record);
          return () => index.insert(record, position);
        },
        op: () => ({ collection, delete: record.id }),
      };
    }
    const to = { ...change.to, id: record.id };
    return {
      run: () => {
        const before = { ...record };
        this.replaceFields(index, record, to);
        return () => this.replaceFields(index, record, before);
      },
      op: () => ({ collection, upsert: record }),
    };
  }

  private replaceFields(index: CollectionIndex, record: DbRecord, to: Record<string, unknown>) {
    if (this.preimages && !this.preimages.has(record)) this.preimages.set(record, { ...record });
    index.beforeChange(record);
    for (const field of Object.keys(record)) if (!(field in to)) delete record[field];
    Object.assign(record, to);
    index.afterChange(record);
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      try {
        await this.files.journal.append(batch.map((transaction) => transaction.line).join(''));
      } catch (error) {
        this.fail([...batch, ...this.pending.splice(0)], error);
        continue;
      }
      this.durableSeq = batch[batch.length - 1].seq;
      for (const transaction of batch) transaction.resolve();
    }
    this.flushing = undefined;
    // Here memory is exactly what is on disk: the moment a compaction may begin.
    if (!this.compacting && this.files.journal.size >= this.files.compactAfterBytes)
      void this.compact();
  }

  private fail(transactions: Transaction[], error: unknown): void {
    try {
      for (const transaction of [...transactions].reverse()) transaction.undo();
      this.nextSeq = transactions[0].seq;
    } catch (undoError) {
      // Memory may now differ from the disk: refuse every further write rather than build on it.
      this.broken = new Error('Could not undo a failed write', { cause: undoError });
    }
    if (error instanceof JournalDamaged) this.broken = error;
    for (const transaction of transactions) transaction.reject(error);
  }

  /** Writes memory as of now (durableSeq) as the new data file; the journal so far is then done. */
  private compact(): Promise<void> {
    const seq = this.durableSeq;
    try {
      this.files.journal.setAside(seq);
    } catch (error) {
      // The journal stays where it is and keeps growing; the next threshold tries again.
      console.error('Setting the journal aside for a compaction failed:', error);
      return Promise.resolve();
    }
    const copies: Data = {};
    for (const [name, records] of Object.entries(this.data)) copies[name] = records.slice();
    const preimages = new Map<DbRecord, DbRecord>();
    this.preimages = preimages;
    const meta = { lineage: this.lineage, seq };
    const chunks = snapshotChunks(copies, meta, (record) => preimages.get(record) ?? record);
    this.compacting = writeFileAtomicFrom(this.files.dataFile, chunks)
      .then(() => this.removeJournalsUpTo(seq))
      .catch((error: unknown) => {
        // Nothing is lost: the set-aside journal stays and is replayed at the next start.
        console.error('Compacting the journal into the data file failed:', error);
      })
      .finally(() => {
        this.preimages = undefined;
        this.compacting = undefined;
      });
    return this.compacting;
  }

  private removeJournalsUpTo(seq: number): void {
    for (const { path, lastSeq } of journalFilesOf(this.files.dataFile))
      if (lastSeq !== undefined && lastSeq <= seq) unlinkSync(path);
  }
}
