/**
 * What every transaction does before it commits: recompute the figures derived from what it
 * wrote (a received box's place and its parcels' too), end the sessions of users whose password,
 * role, company or activity it changed, and refuse the delete of a record other records still name.
 */
import { endSessionsHook } from './auth/sessionsHook';
import { boxFiguresHook } from './boxes/boxFigures';
import { boxPricingHook } from './boxes/boxPricing';
import { boxReceiptHook, boxRoadHook } from './boxes/boxReceipts';
import { answeredCountHook } from './feedback/answeredCountHook';
import type { WriteHook } from './db/store';
import { dailyExpenseAmountsHook } from './money/dailyExpenseAmounts';
import { freightPricingHook } from './money/freightPricingHook';
import { priceCycleHook } from './money/priceCycleHook';
import { rateChainHook } from './money/rateChain';
import { billFiguresHook } from './money/billFiguresHook';
import { billLockHook } from './money/billLocks';
import { billSettlementHook } from './money/billSettlementHook';
import { clientPaymentAmountsHook } from './money/clientPaymentAmounts';
import { clientSettlementHook } from './money/clientSettlementHook';
import { finalFreightKeptHook } from './money/finalFreightKept';
import { cashbackHook } from './money/cashbackHook';
import { priceChangeRequestHook } from './money/priceChangeRequests';
import { waybillFreightHook } from './money/waybillFreightHook';
import { clientOrderCountHook } from './waybills/clientOrderCountHook';
import { referencedDeleteHook } from './db/referencedDelete';

// Money hooks run before those that read their figures (the rounds would settle anyway).
export const writeHooks: readonly WriteHook[] = [
  rateChainHook,
  dailyExpenseAmountsHook,
  priceCycleHook,
  // Prices the freight (the snapshot) that waybillFreightHook derives the final figures from.
  freightPricingHook,
  waybillFreightHook,
  // After the freight: a bill sums its waybills' final freight.
  billFiguresHook,
  // After the figures: a bill's payments weigh against its amount and pay its waybills.
  billSettlementHook,
  billLockHook,
  // After the bill lock: a confirmed bill's waybill answers its 409 first.
  finalFreightKeptHook,
  priceChangeRequestHook,
  // After the freight: a client's payments pay their parcels, oldest first.
  clientPaymentAmountsHook,
  clientSettlementHook,
  // After the payments: a referred client's delivered and paid parcels accrue cashback.
  cashbackHook,
  // A receipt moves its box, and a box moved further carries its parcels; before the figures.
  boxReceiptHook,
  boxRoadHook,
  // Before the figures: a batch's amount sums its boxes' prices.
  boxPricingHook,
  boxFiguresHook,
  // A user's answered feedback, counted where a feedback's answeredBy changed.
  answeredCountHook,
  // A client's orderCount, counted where a waybill came, went or changed client.
  clientOrderCountHook,
  endSessionsHook,
  // Last: a deleted record still named by another is refused, whatever the hooks above changed.
  referencedDeleteHook,
];
