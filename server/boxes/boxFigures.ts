/**
 * Box day batch figures (counts, weights, amounts, paid and unpaid, what remains, both statuses,
 * the latest payment, the receipts flagged for weight), each box's waybill count and each receive
 * record's weight check are derived, never entered: they are computed
 * in the transaction that changes what they are made from (src/core/domain/boxLedgerFigures), never
 * during a read. `boxFiguresHook` runs in every transaction (Store.onWrite): from the changes to
 * boxes, waybills (box link, status), box payments, receive records and batches it finds the
 * batches and boxes concerned, loads only their ledger (a query per collection for a chunk of
 * batches, whatever the number of records changed: the demo data's load is one transaction; the
 * waybills as counts per box and status, not rows) and writes the figures that differ. Its own writes do not make it run again.
 */
import { boxLedgerFigures, type BoxLedger } from '../../src/core/domain/boxLedgerFigures';
import { resources } from '../../src/core/generated/registry';
import { listIn, updateChanged } from '../db/recordsIn';
import { rowId } from '../db/rowCodec';
import type { RecordChange, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';

const BATCHES = resources.boxDayBatch.api;
const BOXES = resources.box.api;
const WAYBILLS = resources.waybill.api;
const PAYMENTS = resources.boxPayment.api;
const RECEIPTS = resources.boxReceiveRecord.api;

/** Batches recomputed together: their ledger is read in one query per collection. */
const BATCHES_PER_CHUNK = 100;

/** The records this hook wrote (the `after` of their change): figures, not sources. */
const ownWrites = new WeakSet<DbRecord>();

export const boxFiguresHook: WriteHook = async (tx, changes) => {
  const concerned = concernedBy(changes);
  if (concerned.batchIds.size === 0 && concerned.boxIds.size === 0) return;

  // Boxes named by waybills and receive records: their batch, or themselves when they have none.
  const unbatched: DbRecord[] = [];
  const unknown = [...concerned.boxIds].filter((id) => !concerned.knownBoxes.has(id));
  for (const box of await listIn(tx, BOXES, 'id', unknown)) concerned.knownBoxes.set(box.id, box);
  for (const box of concerned.knownBoxes.values()) {
    if (!concerned.boxIds.has(box.id)) continue;
    const batchId = rowId(box.batchId);
    if (batchId === undefined) unbatched.push(box);
    else concerned.batchIds.add(batchId);
  }

  const batchIds = [...concerned.batchIds].sort((a, b) => a - b);
  for (let start = 0; start < batchIds.length; start += BATCHES_PER_CHUNK)
    await recompute(tx, batchIds.slice(start, start + BATCHES_PER_CHUNK), []);
  if (unbatched.length > 0) await recompute(tx, [], unbatched);
};

interface Concerned {
  /** Batches whose figures may have changed. */
  batchIds: Set<number>;
  /** Boxes whose waybill count, and their batch's figures, may have changed. */
  boxIds: Set<number>;
  /** Boxes whose state the changes show already (no need to read them). */
  knownBoxes: Map<number, DbRecord>;
}

function concernedBy(changes: readonly RecordChange[]): Concerned {
  const batchIds = new Set<number>();
  const boxIds = new Set<number>();
  const knownBoxes = new Map<number, DbRecord>();
  const add = (ids: Set<number>, value: unknown) => {
    const id = rowId(value);
    if (id !== undefined) ids.add(id);
  };
  const differs = (change: RecordChange, fields: readonly string[]) =>
    !change.before ||
    !change.after ||
    fields.some((field) => String(change.before?.[field]) !== String(change.after?.[field]));

  for (const change of changes) {
    if (change.after && ownWrites.has(change.after)) continue;
    const { before, after } = change;
    switch (change.collection) {
      case BATCHES:
        // A new batch gets its figures; a changed one has them checked.
        if (after) batchIds.add(after.id);
        break;
      case BOXES:
        add(batchIds, before?.batchId);
        add(batchIds, after?.batchId);
        if (after) {
          boxIds.add(after.id);
          knownBoxes.set(after.id, after);
        }
        break;
      case WAYBILLS:
        // A waybill counts in its box's figures by its box and its status only.
        if (differs(change, ['boxId', 'status'])) {
          add(boxIds, before?.boxId);
          add(boxIds, after?.boxId);
        }
        break;
      case PAYMENTS:
        add(batchIds, before?.batchId);
        add(batchIds, after?.batchId);
        break;
      case RECEIPTS:
        // A receive record's weight is checked against its box's; its batch counts the flags.
        if (differs(change, ['boxId', 'weight'])) {
          add(boxIds, before?.boxId);
          add(boxIds, after?.boxId);
        }
        break;
    }
  }
  return { batchIds, boxIds, knownBoxes };
}

/**
 * The figures of the batches (all their boxes' waybill counts too) and of boxes in no batch, from
 * their ledger as this transaction sees it; the records whose stored figures differ are updated.
 */
async function recompute(
  tx: Transaction,
  batchIds: number[],
  extraBoxes: DbRecord[],
): Promise<void> {
  await tx.claim(BATCHES, batchIds);
  const batches = await listIn(tx, BATCHES, 'id', batchIds);
  const boxes = [...(await listIn(tx, BOXES, 'batchId', batchIds)), ...extraBoxes];
  const boxIds = boxes.map((box) => box.id);
  const [waybills, payments, receipts] = [
    await waybillTallies(tx, boxIds),
    await listIn(tx, PAYMENTS, 'batchId', batchIds),
    await listIn(tx, RECEIPTS, 'boxId', boxIds),
  ];
  // The store is untyped; these are the registry's records, read only for the ledger's fields.
  const figures = boxLedgerFigures({
    boxes: boxes as unknown as BoxLedger['boxes'],
    waybills: waybills as unknown as BoxLedger['waybills'],
    payments: payments as unknown as BoxLedger['payments'],
    receipts: receipts as unknown as BoxLedger['receipts'],
  });
  for (const batch of batches) await write(tx, BATCHES, batch, { ...figures.batch(batch.id) });
  for (const box of boxes)
    await write(tx, BOXES, box, { waybillCount: figures.boxWaybillCount(box.id) });
  for (const receipt of receipts)
    await write(tx, RECEIPTS, receipt, { ...figures.receiptWeight(receipt.id) });
}

/**
 * The boxes' waybills counted by box and status in the database: the figures need no more, and a
 * batch's thousands of parcels are not read one by one after each scan into one of its boxes.
 */
async function waybillTallies(
  tx: Transaction,
  boxIds: readonly number[],
): Promise<BoxLedger['waybills']> {
  if (boxIds.length === 0) return [];
  const groups = await tx.groups(WAYBILLS, {
    by: ['boxId', 'status'],
    conditions: [{ kind: 'equals', field: 'boxId', values: new Set(boxIds.map(String)) }],
  });
  // The store is untyped: a status is the registry's, as the records' are.
  return groups.map(({ keys: [boxId, status], count }) => ({
    boxId: boxId as number,
    status: status as BoxLedger['waybills'][number]['status'],
    count,
  }));
}

/** Updates the record when a value differs from what it stores; its own write is marked. */
async function write(
  tx: Transaction,
  collection: string,
  record: DbRecord,
  values: Record<string, unknown>,
): Promise<void> {
  const updated = await updateChanged(tx, collection, record, values);
  if (updated) ownWrites.add(updated);
}
