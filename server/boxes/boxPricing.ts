/**
 * A new box, or one whose weight or batch changes, is priced from the box price in force on its
 * batch's receive day (src/core/domain/boxPricing.ts), in the same transaction; so are all the
 * boxes of a batch whose receive day changes. None in force: refused. A carrier payment may not
 * take a batch beyond what its boxes cost, nor may a new receive day make its boxes cost less than
 * was paid: refused with what is still due. The batch's figures follow in boxFiguresHook.
 */
import { boxCarriagePrice, tariffOnDay, type Tariff } from '../../src/core/domain/boxPricing';
import { resources } from '../../src/core/generated/registry';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import { listIn, updateChanged } from '../db/recordsIn';
import type { RecordChange, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { CLIENT_MONEY_MESSAGES } from '../money/clientMessages';
import { WriteRefused } from '../http/writeRefused';

const BOXES = resources.box.api;
const BATCHES = resources.boxDayBatch.api;
const PRICES = resources.boxPrice.api;
const PAYMENTS = resources.boxPayment.api;

const differs = ({ before, after }: RecordChange, fields: readonly string[]) =>
  !before || fields.some((field) => String(before[field]) !== String(after?.[field]));

export const boxPricingHook: WriteHook = async (tx, changes) => {
  const priced = changes.filter(
    (change) =>
      change.collection === BOXES && change.after && differs(change, ['weight', 'batchId']),
  );
  if (priced.length > 0) await priceBoxes(tx, priced);
  // A batch received on another day: its boxes at that day's tariff, still not below what was paid.
  const redated = changes.filter(
    (change) =>
      change.collection === BATCHES &&
      change.before &&
      change.after &&
      differs(change, ['receiveDay']),
  );
  for (const { after } of redated) await priceBatch(tx, after!);
  if (redated.length > 0)
    await refuseOverpayment(
      tx,
      new Map(redated.map(({ after }) => [Number(after!.id), new Set<number>()])),
      { field: 'receiveDay', message: CLIENT_MONEY_MESSAGES.paidBeyondCost },
    );
  // The payments recorded or changed, by batch.
  const paid = new Map<number, Set<number>>();
  for (const change of changes)
    if (change.collection === PAYMENTS && change.after && differs(change, ['amount', 'batchId'])) {
      const batchId = Number(change.after.batchId);
      paid.set(batchId, (paid.get(batchId) ?? new Set()).add(change.after.id));
    }
  if (paid.size > 0)
    await refuseOverpayment(tx, paid, { field: 'amount', message: CLIENT_MONEY_MESSAGES.overpaid });
};

/** Tariffs are few: all of them are read once per pricing. */
const allTariffs = async (tx: Transaction) =>
  (await tx.list(PRICES, { conditions: [], sort: { field: 'id', order: 'ASC' } }))
    .items as unknown as Tariff[];

/** Prices `box` on `batch`'s receive day; no tariff then: refused, the error on `field`. */
async function priceBox(
  tx: Transaction,
  tariffs: readonly Tariff[],
  box: DbRecord,
  batch: DbRecord,
  field: 'batchId' | 'receiveDay',
): Promise<void> {
  const day = String(batch.receiveDay);
  const tariff = tariffOnDay(tariffs, day);
  if (!tariff)
    throw new WriteRefused(400, CLIENT_MONEY_MESSAGES.formFailed, {
      [field]: { message: CLIENT_MONEY_MESSAGES.noBoxPrice, args: { day } },
    });
  await updateChanged(tx, BOXES, box, { price: boxCarriagePrice(Number(box.weight), tariff) });
}

async function priceBoxes(tx: Transaction, changes: readonly RecordChange[]): Promise<void> {
  const tariffs = await allTariffs(tx);
  for (const change of changes) {
    const box = await tx.get(BOXES, change.after!.id);
    const batch = box && (await tx.get(BATCHES, String(box.batchId)));
    if (box && batch) await priceBox(tx, tariffs, box, batch, 'batchId');
  }
}

async function priceBatch(tx: Transaction, batch: DbRecord): Promise<void> {
  const tariffs = await allTariffs(tx);
  for (const box of await listIn(tx, BOXES, 'batchId', [batch.id]))
    await priceBox(tx, tariffs, box, batch, 'receiveDay');
}

/** Refuses a batch of `paid` (with the payments that just changed) paid beyond its boxes' cost. */
async function refuseOverpayment(
  tx: Transaction,
  paid: Map<number, Set<number>>,
  refusal: { field: 'amount' | 'receiveDay'; message: string },
): Promise<void> {
  const batchIds = [...paid.keys()];
  const boxes = await listIn(tx, BOXES, 'batchId', batchIds);
  const payments = await listIn(tx, PAYMENTS, 'batchId', batchIds);
  for (const [batchId, changed] of paid) {
    const own = (records: DbRecord[]) =>
      records.filter((record) => Number(record.batchId) === batchId);
    const amounts = (records: DbRecord[]) =>
      sumUsd(records.map((record) => Number(record.amount ?? 0)));
    const cost = sumUsd(own(boxes).map((box) => Number(box.price ?? 0)));
    if (amounts(own(payments)) <= cost) continue;
    // What the batch still owed before these payments.
    const due = subtractUsd(cost, amounts(own(payments).filter((p) => !changed.has(p.id))));
    throw new WriteRefused(400, CLIENT_MONEY_MESSAGES.formFailed, {
      [refusal.field]: { message: refusal.message, args: { due: String(Math.max(0, due)) } },
    });
  }
}
