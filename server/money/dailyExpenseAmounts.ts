/**
 * A daily expense may not be dated after today (Tashkent) nor typed in USD beyond the USD bound
 * (its write rule), and its som and USD amounts follow, in the same transaction, what was typed:
 * the amount, its currency and the date, whose exchange rate (rateOnDay) is stored with them. A later change of the rates leaves a
 * recorded expense as it was: the rate used is part of the record.
 */
import { resources } from '../../src/core/generated/registry';
import { expenseAmounts, type ExpenseCurrency } from '../../src/core/money/expenseAmounts';
import type { RecordChange, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import type { WriteRule } from '../access/writeRule';
import { notInFuture } from './notInFuture';
import { rateOnDay } from './rateAt';
import { RATE_MESSAGES } from './rateMessages';
import { WriteRefused } from '../http/writeRefused';

const EXPENSES = resources.dailyExpense.api;
const SOURCES = ['date', 'currency', 'enteredAmount'] as const;

const notFutureExpense = notInFuture('date', RATE_MESSAGES.futureDate);
/** An amount typed in USD is bounded as the USD amount it becomes (`amountUsd`'s max). */
const amountUsd = resources.dailyExpense.fields.find((field) => field.name === 'amountUsd');
const USD_MAX = amountUsd?.type === 'number' ? amountUsd.max : undefined;

export const dailyExpenseWriteRule: WriteRule = (before, after, actor, now) =>
  USD_MAX !== undefined && after.currency === 'USD' && Number(after.enteredAmount) > USD_MAX
    ? {
        ok: false,
        status: 400,
        message: RATE_MESSAGES.formFailed,
        errors: { enteredAmount: { message: 'validation.maxValue', args: { max: USD_MAX } } },
      }
    : notFutureExpense(before, after, actor, now);

const concerns = ({ collection, before, after }: RecordChange): boolean =>
  collection === EXPENSES &&
  after !== undefined &&
  (!before || SOURCES.some((field) => before[field] !== after[field]));

const currencyOf = (record: DbRecord): ExpenseCurrency =>
  record.currency === 'USD' ? 'USD' : 'SUM';

export const dailyExpenseAmountsHook: WriteHook = async (tx, changes) => {
  for (const change of changes) {
    if (!change.after || !concerns(change)) continue;
    // Another hook of this round may have written it since: change its stored state.
    const expense = await tx.get(EXPENSES, change.after.id);
    if (!expense) continue;
    const day = String(expense.date);
    const rate = await rateOnDay(tx, { kind: 'exchange' }, day, tx.now);
    if (rate === undefined)
      throw new WriteRefused(400, RATE_MESSAGES.formFailed, {
        date: { message: RATE_MESSAGES.noRate, args: { day } },
      });
    const figures = expenseAmounts(Number(expense.enteredAmount), currencyOf(expense), rate);
    if ((Object.keys(figures) as (keyof typeof figures)[]).some((f) => expense[f] !== figures[f]))
      await tx.update(EXPENSES, expense, { ...figures });
  }
};
