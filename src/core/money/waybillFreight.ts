/**
 * A waybill's charged figures (docs/decisions.md, "Freight"): `freight` is weight times the price
 * per kg frozen from its owner's price cycle (the snapshot), `surcharge` is added to it, and an
 * approved price change (`changePrice`) replaces their sum as the final freight. Som is the final
 * freight at the rate frozen with the snapshot. Computed here only, by the write that changes a
 * source (server/money), never typed.
 */
import { roundUsd, somOf, sumUsd } from './money';

export interface WaybillFreightSources {
  freight?: number | null;
  surcharge?: number | null;
  changePrice?: number | null;
  /** Som per USD, frozen with the freight snapshot. */
  freightRate?: number | null;
}

export interface WaybillFreightFigures {
  finalFreight: number | null;
  finalFreightSom: number | null;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function waybillFreightFigures(sources: WaybillFreightSources): WaybillFreightFigures {
  const { freight, surcharge, changePrice, freightRate } = sources;
  const finalFreight = isAmount(changePrice)
    ? roundUsd(changePrice)
    : isAmount(freight)
      ? sumUsd([freight, surcharge])
      : null;
  const finalFreightSom =
    finalFreight !== null && isAmount(freightRate) && freightRate > 0
      ? somOf(finalFreight, freightRate)
      : null;
  return { finalFreight, finalFreightSom };
}
