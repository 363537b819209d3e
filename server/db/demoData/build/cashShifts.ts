/**
 * The demo's cash shifts (docs/decisions.md "Shifts"): the demo PVZ administrator's shifts at its
 * first point on the last three days with counter payments before today, closed (one a dollar
 * short), and one open today. The counter payments of those days (cash or card, paid in Tashkent)
 * become that cashier's at that point, linked to the day's shift, so each shift's figures are its
 * payments' and the day's cash report adds up to them.
 */
import type { CashShift, ClientPayment, User } from '../../../../src/core/generated/types';
import { tashkentDayAt, tashkentDayOf, tashkentMidnight } from '../../../../src/core/time/tashkent';
import { difference, shiftFigures } from '../../../../src/core/money/cashShiftFigures';
import { HOUR, MINUTE, isoDateTime } from '../time';

const PAYME = 1;
const PER_SHIFT = 6;
const CLOSED_DAYS = 3;

export function buildCashShifts(
  now: number,
  users: readonly User[],
  payments: ClientPayment[],
): CashShift[] {
  const cashier = users.find((user) => user.username === 'pvz_admin');
  const pvzId = cashier?.pvzs?.[0]?.pvzId;
  if (!cashier || pvzId === undefined) return [];
  const today = tashkentDayAt(now);
  const atCounter = (payment: ClientPayment) =>
    payment.paymentType === 'ORIGINAL' && payment.paymentMethod !== PAYME;
  const byDay = new Map<string, ClientPayment[]>();
  for (const payment of payments) {
    const day = tashkentDayOf(payment.paidAt);
    if (!day || !atCounter(payment) || Date.parse(payment.paidAt) > now) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), payment]);
  }
  const closedDays = [...byDay.keys()]
    .filter((day) => day < today)
    .sort()
    .slice(-CLOSED_DAYS);
  const shifts: CashShift[] = [];
  for (const day of [...closedDays, today]) {
    const taken = (byDay.get(day) ?? [])
      .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
      .slice(0, PER_SHIFT);
    const id = shifts.length + 1;
    const open = day === today;
    const start = tashkentMidnight(day) + 8 * HOUR;
    const first = taken.length > 0 ? Date.parse(taken[0].paidAt) : start;
    const last = taken.length > 0 ? Date.parse(taken[taken.length - 1].paidAt) : start;
    const openedAt = Math.min(start, first - MINUTE);
    const closedAt = Math.max(tashkentMidnight(day) + 19 * HOUR, last + MINUTE);
    for (const payment of taken) {
      payment.receivedBy = cashier.id;
      payment.pvzId = pvzId;
      payment.shiftId = id;
    }
    const shift: CashShift = {
      id,
      pvzId,
      cashierId: cashier.id,
      status: open ? 'OPEN' : 'CLOSED',
      openedAt: isoDateTime(openedAt),
      floatUsd: 50,
      floatSom: 500000,
    };
    if (!open) {
      const figures = shiftFigures(
        { ...shift },
        taken.map((payment) => ({ ...payment })),
      );
      // The middle closed shift was a dollar short at the count.
      const countedUsd = figures.expectedUsd - (shifts.length === 1 ? 1 : 0);
      const countedSom = figures.expectedSom;
      Object.assign(shift, {
        closedAt: isoDateTime(closedAt),
        totals: figures.totals,
        expectedUsd: figures.expectedUsd,
        expectedSom: figures.expectedSom,
        countedUsd,
        countedSom,
        differenceUsd: difference(countedUsd, figures.expectedUsd),
        differenceSom: difference(countedSom, figures.expectedSom),
      });
    }
    shifts.push(shift);
  }
  return shifts;
}
