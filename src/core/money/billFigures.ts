/**
 * A company bill's figures (docs/decisions.md, "Bills"): the sums of its waybills' freight and
 * final freight, and that amount in som at the bill's rate (the company's B2B rate on the
 * account date). The API's hook and the demo data compute them here, so they agree.
 */
import { somOf, sumUsd } from './money';

/** A waybill's amounts as the bill sums them (a blank counts 0). */
export interface BilledWaybill {
  freight: number | null;
  finalFreight: number | null;
}

export interface BillFigures {
  settleFreight: number;
  settleAmount: number;
  settleRate: number;
  settleAmountSom: number;
}

export function billFigures(waybills: readonly BilledWaybill[], rate: number): BillFigures {
  const settleAmount = sumUsd(waybills.map((waybill) => waybill.finalFreight));
  return {
    settleFreight: sumUsd(waybills.map((waybill) => waybill.freight)),
    settleAmount,
    settleRate: rate,
    settleAmountSom: somOf(settleAmount, rate),
  };
}
