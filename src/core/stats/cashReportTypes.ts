/** The day's cash report of the pickup points (GET /api/stats/pvz-cash/:day, server/shifts/cashReport.ts). */

import type { PaymentLine } from '../money/cashShiftFigures';

export type { PaymentLine };

export interface CashTotal {
  count: number;
  amount: number;
  amountSom: number;
}

export interface CashShiftRow {
  id: number;
  status: string;
  openedAt: string;
  closedAt: string | null;
  floatUsd: number;
  floatSom: number;
  expectedUsd: number | null;
  expectedSom: number | null;
  countedUsd: number | null;
  countedSom: number | null;
  differenceUsd: number | null;
  differenceSom: number | null;
}

export interface CashierCash {
  cashierId: number | null;
  cashier: string;
  lines: PaymentLine[];
  total: CashTotal;
  shifts: CashShiftRow[];
}

export interface PointCash {
  pvzId: number;
  name: string;
  cashiers: CashierCash[];
  lines: PaymentLine[];
  total: CashTotal;
}

export interface CashReport {
  /** The day, also the record's id for react-admin. */
  id: string;
  day: string;
  points: PointCash[];
  lines: PaymentLine[];
  total: CashTotal;
}
