/**
 * GET /api/stats/pvz-cash/YYYY-MM-DD (or ?day=, today by default): the day's cash of the pickup points in the caller's
 * scope (docs/decisions.md "Cash shifts"), per point and, within it, per cashier: the payments taken
 * there that Tashkent day (paidAt) by method and currency, and the shifts opened that day with
 * their float, expected and counted cash and difference. Every figure is a sum of the payment
 * records, in cents (som in tiyin), so the lines add up to the payments exactly.
 */
import type { RequestHandler } from 'express';
import { resources } from '../../src/core/generated/registry';
import { isCalendarDay, tashkentDayAt, tashkentDayOf } from '../../src/core/time/tashkent';
import { boundCompany, scopedRecords } from '../access/rowScope';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import { asyncHandler } from '../http/asyncHandler';
import { sendError } from '../http/sendError';
import type {
  CashReport,
  CashShiftRow,
  CashTotal,
  CashierCash,
  PaymentLine,
  PointCash,
} from '../../src/core/stats/cashReportTypes';
import { paymentLines } from '../../src/core/money/cashShiftFigures';
import { SHIFT_MESSAGES } from './shiftMessages';

const PAYMENTS = resources.clientPayment.api;

const totalOf = (lines: readonly PaymentLine[]): CashTotal => {
  const cents = (pick: (line: PaymentLine) => number) =>
    lines.reduce((sum, line) => sum + Math.round(pick(line) * 100), 0) / 100;
  return {
    count: lines.reduce((sum, line) => sum + line.count, 0),
    amount: cents((line) => line.amount),
    amountSom: cents((line) => line.amountSom),
  };
};

const numberOr = (value: unknown) => (value == null ? null : Number(value));

function shiftRow(shift: DbRecord): CashShiftRow {
  return {
    id: Number(shift.id),
    status: String(shift.status),
    openedAt: String(shift.openedAt),
    closedAt: shift.closedAt == null ? null : String(shift.closedAt),
    floatUsd: Number(shift.floatUsd ?? 0),
    floatSom: Number(shift.floatSom ?? 0),
    expectedUsd: numberOr(shift.expectedUsd),
    expectedSom: numberOr(shift.expectedSom),
    countedUsd: numberOr(shift.countedUsd),
    countedSom: numberOr(shift.countedSom),
    differenceUsd: numberOr(shift.differenceUsd),
    differenceSom: numberOr(shift.differenceSom),
  };
}

export async function cashReport(
  reader: Reader,
  user: DbRecord | undefined,
  day: string,
): Promise<CashReport> {
  const points = await scopedRecords(reader, resources.pvz, ['name'], user);
  const shifts = await scopedRecords(
    reader,
    resources.cashShift,
    ['pvzId', 'cashierId', 'status', 'openedAt', 'closedAt', 'floatUsd', 'floatSom'].concat([
      'expectedUsd',
      'expectedSom',
      'countedUsd',
      'countedSom',
      'differenceUsd',
      'differenceSom',
    ]),
    user,
  );
  const pointIds = new Set(points.map((point) => String(point.id)));
  const { items } = await reader.list(PAYMENTS, {
    conditions: [{ kind: 'equals', field: 'pvzId', values: pointIds }],
    sort: { field: 'id', order: 'ASC' },
  });
  // A company's staff at a point: its own shifts' payments only, as its shifts.
  const visibleShifts = new Set(shifts.map((shift) => String(shift.id)));
  const payments = items.filter(
    (payment) =>
      tashkentDayOf(payment.paidAt) === day &&
      (!boundCompany(user) || visibleShifts.has(String(payment.shiftId))),
  );
  const dayShifts = shifts.filter((shift) => tashkentDayOf(shift.openedAt) === day);
  const cashierIds = new Set<string>([
    ...payments.map((payment) => String(payment.receivedBy ?? '')),
    ...dayShifts.map((shift) => String(shift.cashierId ?? '')),
  ]);
  const names = new Map<string, string>();
  for (const id of cashierIds) {
    const cashier = id === '' ? undefined : await reader.get(resources.user.api, id);
    names.set(id, cashier ? String(cashier.username) : '—');
  }
  const pointRows: PointCash[] = [];
  for (const point of [...points].sort((a, b) => String(a.name).localeCompare(String(b.name)))) {
    const here = payments.filter((payment) => String(payment.pvzId) === String(point.id));
    const shiftsHere = dayShifts.filter((shift) => String(shift.pvzId) === String(point.id));
    if (here.length === 0 && shiftsHere.length === 0) continue;
    const ids = [
      ...new Set([
        ...here.map((payment) => String(payment.receivedBy ?? '')),
        ...shiftsHere.map((shift) => String(shift.cashierId ?? '')),
      ]),
    ].sort();
    const cashiers = ids.map((id): CashierCash => {
      const theirs = here.filter((payment) => String(payment.receivedBy ?? '') === id);
      const lines = paymentLines(theirs);
      return {
        cashierId: id === '' ? null : Number(id),
        cashier: names.get(id) ?? '—',
        lines,
        total: totalOf(lines),
        shifts: shiftsHere
          .filter((shift) => String(shift.cashierId ?? '') === id)
          .sort((a, b) => String(a.openedAt).localeCompare(String(b.openedAt)))
          .map(shiftRow),
      };
    });
    const lines = paymentLines(here);
    pointRows.push({
      pvzId: Number(point.id),
      name: String(point.name),
      cashiers,
      lines,
      total: totalOf(lines),
    });
  }
  const lines = paymentLines(payments);
  return { id: day, day, points: pointRows, lines, total: totalOf(lines) };
}

/** The handler: the day asked (today in Tashkent by default), within the caller's scope. */
export function cashReportHandler(reader: Reader, now: () => number): RequestHandler {
  return asyncHandler(async (req, res) => {
    const asked: unknown = req.params.day ?? req.query.day;
    const day = asked === undefined ? tashkentDayAt(now()) : asked;
    if (typeof day !== 'string' || !isCalendarDay(day))
      return sendError(res, 400, SHIFT_MESSAGES.badDay, { day: SHIFT_MESSAGES.badDay });
    res.json(await cashReport(reader, res.locals.user, day));
  });
}
