/**
 * Where a floor station keeps its scans in the browser (IndexedDB, through `idb`), so that none is
 * lost to a bad connection or a reload: `pending`, the scans not answered yet, in the order
 * scanned; `attention`, the scans whose late answer the operator must see (a refusal, a conflict
 * with a change made meanwhile), until they dismiss it. Each row names its station and user: a
 * station reads only its own user's rows, since a key is answered per user.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export interface QueuedScan<P = unknown> {
  /** The Idempotency-Key it is sent with (crypto.randomUUID): every attempt sends the same. */
  key: string;
  station: string;
  username: string;
  /** What the station sends for it (a tracking number and a box). */
  payload: P;
  /** When it was scanned (ms): the order it is sent in. */
  scannedAt: number;
}

export interface AttentionScan<P = unknown> extends QueuedScan<P> {
  /** What the operator is told: the API's answer, in their language. */
  message: string;
  answeredAt: number;
}

interface ScanSchema extends DBSchema {
  pending: { key: string; value: QueuedScan; indexes: { byOwner: [string, string, number] } };
  attention: {
    key: string;
    value: AttentionScan;
    indexes: { byOwner: [string, string, number] };
  };
}

const DB_NAME = 'baraka-floor-scans';
const VERSION = 1;
const OWNER: ['station', 'username', 'scannedAt'] = ['station', 'username', 'scannedAt'];

let opened: Promise<IDBPDatabase<ScanSchema>> | undefined;

const database = () =>
  (opened ??= openDB<ScanSchema>(DB_NAME, VERSION, {
    upgrade(db) {
      db.createObjectStore('pending', { keyPath: 'key' }).createIndex('byOwner', OWNER);
      db.createObjectStore('attention', { keyPath: 'key' }).createIndex('byOwner', OWNER);
    },
  }));

/** A station's and user's rows of `store`, oldest scan first. */
async function ownRows<S extends 'pending' | 'attention'>(
  store: S,
  station: string,
  username: string,
): Promise<ScanSchema[S]['value'][]> {
  const range = IDBKeyRange.bound([station, username, -Infinity], [station, username, Infinity]);
  return (await database()).getAllFromIndex(store, 'byOwner', range);
}

export const pendingScans = <P>(station: string, username: string) =>
  ownRows('pending', station, username) as Promise<QueuedScan<P>[]>;

export const attentionScans = <P>(station: string, username: string) =>
  ownRows('attention', station, username) as Promise<AttentionScan<P>[]>;

/** Kept before it is sent: resolves once it is on disk. */
export async function keepScan(scan: QueuedScan): Promise<void> {
  await (await database()).put('pending', scan);
}

/** Answered: no longer pending, and listed for the operator when `attention` says why. */
export async function settleScan(scan: QueuedScan, attention?: AttentionScan): Promise<void> {
  const tx = (await database()).transaction(['pending', 'attention'], 'readwrite');
  await Promise.all([
    tx.objectStore('pending').delete(scan.key),
    ...(attention ? [tx.objectStore('attention').put(attention)] : []),
    tx.done,
  ]);
}

export async function dismissScan(key: string): Promise<void> {
  await (await database()).delete('attention', key);
}
