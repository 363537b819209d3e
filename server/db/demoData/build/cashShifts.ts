/**
 * The demo's cash shifts (docs/decisions.md "Cash shifts"), made from the demo's hand-overs: the
 * payments a staff member took at a point's counter one Tashkent day (build/handovers.ts names
 * their point and taker) are that staff member's closed shift of that day there, linked to it, so
 * each shift's figures are its payments' and the day's cash report adds up to them. Today's are
 * still open (the staff are at their counters), except those of the demo's sign-in users (one per
 * role, named after it, build/users.ts), closed so that a demo session may open one. One closed shift in seven was a dollar short at the count.
 */
import type { CashShift, ClientPayment, User } from '../../../../src/core/generated/types';
import { tashkentDayAt, tashkentDayOf, tashkentMidnight } from '../../../../src/core/time/tashkent';
import { difference, shiftFigures } from '../../../../src/core/money/cashShiftFigures';
import { HOUR, MINUTE, isoDateTime } from '../time';

const SHORT_EVERY = 7;
const FLOAT_USD = 50;
const FLOAT_SOM = 500_000;

export function buildCashShifts(
  now: number,
  payments: ClientPayment[],
  users: readonly User[],
): CashShift[] {
  const today = tashkentDayAt(now);
  const signIn = new Set(
    users.filter((user) => user.username === user.role.toLowerCase()).map((user) => user.id),
  );
  const groups = new Map<string, ClientPayment[]>();
  for (const payment of payments) {
    const day = tashkentDayOf(payment.paidAt);
    if (payment.pvzId == null || payment.receivedBy == null || !day) continue;
    const key = `${day} ${payment.pvzId} ${payment.receivedBy}`;
    groups.set(key, [...(groups.get(key) ?? []), payment]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, taken], index): CashShift => {
      const id = index + 1;
      const day = key.split(' ')[0];
      taken.sort((a, b) => a.paidAt.localeCompare(b.paidAt));
      const first = Date.parse(taken[0].paidAt);
      const last = Date.parse(taken[taken.length - 1].paidAt);
      const openedAt = Math.min(tashkentMidnight(day) + 8 * HOUR, first - MINUTE);
      const closedAt = Math.min(now, Math.max(tashkentMidnight(day) + 19 * HOUR, last + MINUTE));
      for (const payment of taken) payment.shiftId = id;
      const shift = {
        id,
        pvzId: taken[0].pvzId!,
        cashierId: taken[0].receivedBy!,
        openedAt: isoDateTime(openedAt),
        floatUsd: FLOAT_USD,
        floatSom: FLOAT_SOM,
      };
      if (day === today && !signIn.has(shift.cashierId)) return { ...shift, status: 'OPEN' };
      const figures = shiftFigures(
        shift,
        taken.map((payment) => ({ ...payment })),
      );
      const countedUsd = figures.expectedUsd - (id % SHORT_EVERY === 0 ? 1 : 0);
      const countedSom = figures.expectedSom;
      return {
        ...shift,
        status: 'CLOSED',
        closedAt: isoDateTime(closedAt),
        totals: figures.totals as CashShift['totals'],
        expectedUsd: figures.expectedUsd,
        expectedSom: figures.expectedSom,
        countedUsd,
        countedSom,
        differenceUsd: difference(countedUsd, figures.expectedUsd),
        differenceSom: difference(countedSom, figures.expectedSom),
      };
    });
}
