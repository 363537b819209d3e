/** A daily expense's server behaviour: not dated ahead, bounded in USD, its amounts derived. */
import { dailyExpenseAmountsHook, dailyExpenseWriteRule } from '../money/dailyExpenseAmounts';
import type { EntityModule } from './entityModule';

export const dailyExpenseEntity = {
  writeRule: dailyExpenseWriteRule,
  hooks: [
    {
      name: 'dailyExpenseAmounts',
      reads: [
        'dailyExpense.date',
        'dailyExpense.currency',
        'dailyExpense.enteredAmount',
        'exchangeRate',
      ],
      writes: ['dailyExpense.amount', 'dailyExpense.amountUsd', 'dailyExpense.rate'],
      run: dailyExpenseAmountsHook,
    },
  ],
} satisfies EntityModule<'dailyExpense'>;
