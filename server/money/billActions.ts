/**
 * Company settlement (docs/decisions.md, "Bills"): a bill is made from unbilled waybills of one
 * company, takes or drops waybills and changes its date while PENDING, is locked by confirming
 * it, and is paid, in one payment or several, by the company. Its figures follow in billFiguresHook.ts; what a
 * confirmed bill locks, billLocks.ts enforces for every route.
 */
import { resources } from '../../src/core/generated/registry';
import { tashkentDayAt, tashkentDayOf } from '../../src/core/time/tashkent';
import {
  invalidField,
  notFound,
  refuse,
  type ActionPlan,
  type Planner,
} from '../actions/actionPlan';
import type { RecordUpdate } from '../actions/applyChanges';
import type { Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import { billSettlement, overpays } from '../../src/core/money/billPayments';
import { staleVersion } from '../access/staleVersion';
import { currentBillFigures } from './billFiguresHook';
import { BILL_MESSAGES } from './billMessages';
import { billPayments, payableBill } from './billSettlementHook';
import { isFuture } from './notInFuture';
import { rateOnDay } from './rateAt';

const BILLS = resources.bill.api;
const WAYBILLS = resources.waybill.api;
const PAYMENTS = resources.billPayment.api;

const today = (tx: Transaction) => tashkentDayAt(tx.now.getTime());

/** The waybills a payload names, or the refusal when it names none or one that is missing. */
async function namedWaybills(tx: Transaction, ids: unknown): Promise<DbRecord[] | ActionPlan> {
  const list = Array.isArray(ids) ? [...new Set(ids.map(String))] : [];
  if (list.length === 0) return invalidField('waybillIds', BILL_MESSAGES.noWaybills);
  const waybills: DbRecord[] = [];
  for (const id of list) {
    const waybill = await tx.get(WAYBILLS, id);
    if (!waybill) return invalidField('waybillIds', BILL_MESSAGES.notBillable);
    waybills.push(waybill);
  }
  return waybills;
}

const isPlan = (value: DbRecord[] | ActionPlan): value is ActionPlan => !Array.isArray(value);

/** Unbilled company waybills with a final freight, all of `companyId`; else the refusal. */
function billableRefusal(
  waybills: readonly DbRecord[],
  companyId: unknown,
): ActionPlan | undefined {
  const billable = (waybill: DbRecord) =>
    waybill.companyId != null &&
    waybill.payStatus === 'UN_BILLED' &&
    waybill.billId == null &&
    typeof waybill.finalFreight === 'number';
  if (!waybills.every(billable)) return invalidField('waybillIds', BILL_MESSAGES.notBillable);
  if (waybills.some((waybill) => String(waybill.companyId) !== String(companyId)))
    return invalidField('waybillIds', BILL_MESSAGES.mixedCompanies);
  return undefined;
}

/** An account date that is not in the future and has the company's B2B rate; else the refusal. */
async function accountDateRefusal(
  tx: Transaction,
  companyId: unknown,
  accountDate: unknown,
): Promise<ActionPlan | undefined> {
  const day = String(accountDate);
  if (day > today(tx)) return invalidField('accountDate', BILL_MESSAGES.futureDate);
  const rate = await rateOnDay(tx, { kind: 'b2b', companyId: Number(companyId) }, day, tx.now);
  return rate === undefined ? invalidField('accountDate', BILL_MESSAGES.noB2bRate) : undefined;
}

const joining =
  (billId: number) =>
  (waybill: DbRecord): RecordUpdate => ({
    collection: WAYBILLS,
    record: waybill,
    changes: { billId, payStatus: 'UN_PAID' },
  });

/** A free reference: B<company code>-<account day>-<n>. */
async function newReference(tx: Transaction, companyId: unknown, day: string): Promise<string> {
  const company = await tx.get(resources.company.api, companyId);
  const stem = `B${String(company?.code ?? companyId)}-${day.replaceAll('-', '')}`;
  for (let n = 1; ; n++) {
    const reference = `${stem}-${n}`;
    if ((await tx.idsWithKey(BILLS, 'reference', reference)).length === 0) return reference;
  }
}

/**
 * POST /bills/from-waybills: the bill is stored first (its waybills need its id), in the action's
 * transaction, so a refusal below it still stores nothing.
 */
export const createBill: Planner = async ({ tx, body }) => {
  const waybills = await namedWaybills(tx, body.waybillIds);
  if (isPlan(waybills)) return waybills;
  const companyId = waybills[0].companyId;
  const refusal =
    billableRefusal(waybills, companyId) ??
    (await accountDateRefusal(tx, companyId, body.accountDate));
  if (refusal) return refusal;
  const accountDate = String(body.accountDate);
  const now = tx.now.toISOString();
  const bill = await tx.insert(BILLS, {
    reference: await newReference(tx, companyId, accountDate),
    companyId,
    accountDate,
    status: 'PENDING',
    settled: false,
    createdAt: now,
    updatedAt: now,
  });
  const figures = await currentBillFigures(tx, bill);
  return {
    ok: true,
    answer: bill,
    updates: [
      { collection: BILLS, record: bill, changes: { ...figures } },
      ...waybills.map(joining(bill.id)),
    ],
  };
};

/** The PENDING bill of the route, or the refusal. */
async function pendingBill(tx: Transaction, id: unknown): Promise<DbRecord | ActionPlan> {
  const bill = await tx.get(BILLS, id);
  if (!bill) return notFound;
  return bill.status === 'PENDING' ? bill : refuse(BILL_MESSAGES.notPending);
}

const isRefusal = (value: DbRecord | ActionPlan): value is ActionPlan =>
  typeof value.ok === 'boolean';

/** The bill changes with its waybills: it is answered as committed, its figures recomputed. */
const touched = (bill: DbRecord): RecordUpdate => ({
  collection: BILLS,
  record: bill,
  changes: {},
});

/** POST /bills/:id/add-waybills. */
export const addBillWaybills: Planner = async ({ tx, req, body }) => {
  const bill = await pendingBill(tx, req.params.id);
  if (isRefusal(bill)) return bill;
  const waybills = await namedWaybills(tx, body.waybillIds);
  if (isPlan(waybills)) return waybills;
  const refusal = billableRefusal(waybills, bill.companyId);
  if (refusal) return refusal;
  return {
    ok: true,
    answer: bill,
    updates: [touched(bill), ...waybills.map(joining(bill.id))],
  };
};

/** POST /bills/:id/drop-waybills: the waybills are unbilled again. */
export const dropBillWaybills: Planner = async ({ tx, req, body }) => {
  const bill = await pendingBill(tx, req.params.id);
  if (isRefusal(bill)) return bill;
  const waybills = await namedWaybills(tx, body.waybillIds);
  if (isPlan(waybills)) return waybills;
  if (waybills.some((waybill) => String(waybill.billId) !== String(bill.id)))
    return invalidField('waybillIds', BILL_MESSAGES.notInBill);
  return {
    ok: true,
    answer: bill,
    updates: [
      touched(bill),
      ...waybills.map((waybill) => ({
        collection: WAYBILLS,
        record: waybill,
        changes: { billId: undefined, payStatus: 'UN_BILLED' },
      })),
    ],
  };
};

/** POST /bills/:id/account-date: its rate and som follow. */
export const setBillDate: Planner = async ({ tx, req, body }) => {
  const bill = await pendingBill(tx, req.params.id);
  if (isRefusal(bill)) return bill;
  const refusal = await accountDateRefusal(tx, bill.companyId, body.accountDate);
  if (refusal) return refusal;
  return {
    ok: true,
    answer: bill,
    updates: [{ collection: BILLS, record: bill, changes: { accountDate: body.accountDate } }],
  };
};

/** POST /bills/:id/confirm: settled on today's Tashkent date, and locked. */
export const confirmBill: Planner = async ({ tx, req }) => {
  const bill = await pendingBill(tx, req.params.id);
  if (isRefusal(bill)) return bill;
  return {
    ok: true,
    answer: bill,
    updates: [
      { collection: BILLS, record: bill, changes: { status: 'CONFIRMED', settleDate: today(tx) } },
    ],
  };
};

/**
 * POST /bills/:id/payment { amount, paidAt, paymentMethod, note?, version }: a payment of all or
 * part of what a confirmed bill still owes, recorded with who recorded it; the bill's paid and
 * remaining amounts, its settlement and its waybills' pay fields follow (billSettlementHook.ts).
 * The version is required: a replayed or stale request is a 409, not a second payment.
 */
export const recordBillPayment: Planner = async ({ tx, req, res, body }) => {
  const bill = await tx.get(BILLS, req.params.id);
  if (!bill) return notFound;
  const stale = await staleVersion(tx, resources.bill, bill, body.version);
  if (stale) return stale;
  if (bill.status !== 'CONFIRMED' || bill.settled === true) return refuse(BILL_MESSAGES.notPayable);
  const paidAt = String(body.paidAt);
  if (isFuture(paidAt, tx.now)) return invalidField('paidAt', BILL_MESSAGES.futurePayment);
  if ((tashkentDayOf(paidAt) ?? '') < String(bill.accountDate))
    return invalidField('paidAt', BILL_MESSAGES.paidBeforeBill);
  const amount = Number(body.amount);
  const settlement = billSettlement(payableBill(bill), await billPayments(tx, [bill.id]));
  if (overpays(settlement, amount))
    return {
      ok: false,
      status: 400,
      message: 'validation.formFailed',
      errors: {
        amount: {
          message: BILL_MESSAGES.overpaid,
          args: { remaining: settlement.remainingAmount.toFixed(2) },
        },
      },
    };
  return {
    ok: true,
    answer: bill,
    updates: [touched(bill)],
    inserts: [
      {
        collection: PAYMENTS,
        record: {
          billId: bill.id,
          amount,
          paidAt,
          paymentMethod: body.paymentMethod,
          note: body.note ?? undefined,
          receivedBy: res.locals.user?.id,
        },
      },
    ],
  };
};
