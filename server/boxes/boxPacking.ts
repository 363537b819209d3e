/**
 * Packing boxes at Yiwu (docs/decisions.md, "Packing"): a box is opened by its label's number or
 * made as the next box of today's batch (the batch made when the day has none), closed with its
 * weighed weight checked against its parcels, and reopened. A box is priced on its new weight by
 * boxPricingHook and counted by boxFiguresHook, in the same transaction.
 */
import { nextBoxNumber, packedWeightCheck } from '../../src/core/domain/boxPacking';
import { resources } from '../../src/core/generated/registry';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { staleVersion } from '../access/staleVersion';
import { change, invalidField, notFound, refuse, type Planner } from '../actions/actionPlan';
import { applyChanges, type RecordInsert } from '../actions/applyChanges';
import { listIn } from '../db/recordsIn';
import type { Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import { BOX_MESSAGES } from './boxMessages';
import { parcelWeights, type PackingPlan, type PackingPlanner } from './packingAnswer';

const BOXES = resources.box.api;
const BATCHES = resources.boxDayBatch.api;
const WAYBILLS = resources.waybill.api;

/** A box is packed at Yiwu: once it has left, its parcels went with it. */
const PACKED_AT = 'Yiwu';

/** Whether the box takes parcels: open and still at Yiwu. */
export const packingRefusal = (box: DbRecord): string | undefined => {
  if (box.status !== PACKED_AT) return BOX_MESSAGES.boxLeft;
  if (box.closedAt) return BOX_MESSAGES.boxClosed;
  return undefined;
};

/** POST /boxes/open { boxNumber? }: the box with that number, or the next box of today's batch. */
export const openBox: PackingPlanner = async ({ tx, body }) => {
  const number = typeof body.boxNumber === 'string' ? body.boxNumber : '';
  if (number === '') return newBoxOfToday(tx);
  const [id] = await tx.idsWithKey(BOXES, 'boxNumber', number);
  const box = id === undefined ? undefined : await tx.get(BOXES, id);
  if (!box)
    return {
      ok: false,
      status: 404,
      message: BOX_MESSAGES.noSuchBox,
      errors: { boxNumber: BOX_MESSAGES.noSuchBox },
    };
  return { ok: true, box, report: { opened: 'existing' } };
};

/** The next number of today's batch (Tashkent day); the batch is made first when there is none. */
async function newBoxOfToday(tx: Transaction): Promise<PackingPlan> {
  const day = tashkentDayAt(tx.now.getTime());
  const batch = await tx.findOne(BATCHES, 'receiveDay', day);
  // The day's first box makes its batch here, through the write path: the box names its id.
  const batchId = batch
    ? batch.id
    : (await applyChanges(tx, [], [{ collection: BATCHES, record: { receiveDay: day } }]))
        .inserted[0].id;
  const taken = (await listIn(tx, BOXES, 'batchId', [batchId])).map((box) => String(box.boxNumber));
  let boxNumber = nextBoxNumber(day, taken);
  // A number given by hand to a box of another batch is skipped.
  while ((await tx.idsWithKey(BOXES, 'boxNumber', boxNumber)).length > 0) {
    taken.push(boxNumber);
    boxNumber = nextBoxNumber(day, taken);
  }
  const inserts: RecordInsert[] = [
    { collection: BOXES, record: { boxNumber, batchId, status: PACKED_AT, weight: 0 } },
  ];
  return { ok: true, box: 'inserted', inserts, report: { opened: 'new' } };
}

/**
 * POST /boxes/:id/close { weight, waybillCount, confirmed?, version }: the count the packer saw
 * must be the box's, and a weight beyond the tolerance of its parcels' is answered (409 with the
 * check) until the packer confirms it.
 */
export const closeBox: Planner = async ({ tx, req, body }) => {
  const box = await tx.get(BOXES, req.params.id);
  if (!box) return notFound;
  const stale = await staleVersion(tx, resources.box, box, body.version);
  if (stale) return stale;
  const refusal = packingRefusal(box);
  if (refusal) return refuse(refusal);
  const parcels = await listIn(tx, WAYBILLS, 'boxId', [box.id]);
  if (body.waybillCount !== parcels.length)
    return invalidField('waybillCount', BOX_MESSAGES.countDiffers);
  const weight = Number(body.weight);
  const check = packedWeightCheck(weight, parcelWeights(parcels));
  if (check.beyond && body.confirmed !== true)
    return {
      ok: false,
      status: 409,
      message: {
        message: BOX_MESSAGES.weightDiffers,
        args: {
          weight: String(weight),
          parcelsWeight: String(check.parcelsWeight),
          tolerance: String(check.tolerance),
        },
      },
      extra: { weightCheck: check },
    };
  return change(BOXES, box, { weight, closedAt: tx.now.toISOString() });
};

/** POST /boxes/:id/reopen { version }: a closed box still at Yiwu takes parcels again. */
export const reopenBox: Planner = async ({ tx, req, body }) => {
  const box = await tx.get(BOXES, req.params.id);
  if (!box) return notFound;
  const stale = await staleVersion(tx, resources.box, box, body.version);
  if (stale) return stale;
  if (box.status !== PACKED_AT) return refuse(BOX_MESSAGES.boxLeft);
  if (!box.closedAt) return refuse(BOX_MESSAGES.boxOpen);
  return change(BOXES, box, { closedAt: null });
};
