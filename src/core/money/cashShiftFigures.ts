/**
 * A shift's figures from its payments (docs/decisions.md "Cash shifts"): the payments by method and
 * currency, and the cash the drawer should hold in each currency: the opening float and the cash
 * payments (method 2) in that currency, a reversal's negative amount taking its cash back out.
 * Money adds up in cents (and som in tiyin), so the sums are exact to the cent and the som.
 */
/** A stored record as the server and the demo data hold it. */
type DbRecord = Readonly<Record<string, unknown>>;

/** Payments of one method and currency: how many, and their sums in USD and som. */
export interface PaymentLine {
  /** The registry's numeric `paymentMethod` (0 card or cash, 1 Payme, 2 cash). */
  paymentMethod: number;
  currency: string;
  count: number;
  amount: number;
  amountSom: number;
}

/** The cash payment method of the registry's `paymentMethod` (2: cash pay). */
export const CASH_METHOD = 2;

export interface ShiftFigures {
  totals: PaymentLine[];
  expectedUsd: number;
  expectedSom: number;
}

const cents = (value: unknown): number => Math.round(Number(value ?? 0) * 100);
const fromCents = (value: number): number => value / 100;

/** The payments by method and currency, in a fixed order (method, then currency). */
export function paymentLines(payments: readonly DbRecord[]): PaymentLine[] {
  const lines = new Map<string, { line: PaymentLine; usd: number; som: number }>();
  for (const payment of payments) {
    const paymentMethod = Number(payment.paymentMethod ?? 0);
    const currency = String(payment.currency ?? 'USD');
    const key = `${paymentMethod} ${currency}`;
    const entry = lines.get(key) ?? {
      line: { paymentMethod, currency, count: 0, amount: 0, amountSom: 0 },
      usd: 0,
      som: 0,
    };
    entry.line.count += 1;
    entry.usd += cents(payment.amount);
    entry.som += cents(payment.amountSom);
    lines.set(key, entry);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, { line, usd, som }]) => ({
      ...line,
      amount: fromCents(usd),
      amountSom: fromCents(som),
    }));
}

/** What a shift of this float and these payments should hold at its close. */
export function shiftFigures(shift: DbRecord, payments: readonly DbRecord[]): ShiftFigures {
  let usd = cents(shift.floatUsd);
  let som = cents(shift.floatSom);
  for (const payment of payments) {
    if (Number(payment.paymentMethod) !== CASH_METHOD) continue;
    if (payment.currency === 'SUM') som += cents(payment.amountSom);
    else usd += cents(payment.amount);
  }
  return {
    totals: paymentLines(payments),
    expectedUsd: fromCents(usd),
    expectedSom: fromCents(som),
  };
}

/** Counted less expected, to the cent. */
export const difference = (counted: number, expected: number): number =>
  fromCents(cents(counted) - cents(expected));
