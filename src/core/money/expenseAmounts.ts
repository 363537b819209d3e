/**
 * A daily expense's two amounts (docs/decisions.md, "Daily expenses"): it is typed in som or in
 * USD, and the other amount is derived at the exchange rate on the expense's date, by the money
 * rule (whole som, USD to the cent). The API and the demo data both use it.
 */
import { roundUsd, somOf, usdOfSom } from './money';

export type ExpenseCurrency = 'SUM' | 'USD';

export interface ExpenseAmounts {
  /** Whole som. */
  amount: number;
  amountUsd: number;
  rate: number;
}

export function expenseAmounts(
  entered: number,
  currency: ExpenseCurrency,
  rate: number,
): ExpenseAmounts {
  if (currency === 'USD')
    return { amount: somOf(entered, rate), amountUsd: roundUsd(entered), rate };
  const som = Math.round(entered);
  return { amount: som, amountUsd: usdOfSom(som, rate), rate };
}
