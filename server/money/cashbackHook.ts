/**
 * Cashback (docs/decisions.md, "Cashback"): a parcel of a client referred by a promo code accrues
 * cashback once it is delivered and paid, at the code's cashback per kg at that moment, frozen on
 * the parcel (`cashbackRate`, `cashback`): a later change of the code's rate leaves it as it was;
 * a parcel that stops being delivered and paid loses its accrual. A code's figures are derived in
 * the same transaction: referred clients, their accrued parcels' kilograms, the accrued cashback,
 * what its payouts paid and `cashbackToPay` = accrued - paid.
 */
import type { Waybill } from '../../src/core/generated/types';
import { resources } from '../../src/core/generated/registry';
import { accruesCashback, parcelCashback } from '../../src/core/domain/cashback';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import { listIn, updateChanged } from '../db/recordsIn';
import { rowId } from '../db/rowCodec';
import type { RecordChange, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';

const PROMO_CODES = resources.promoCode.api;
const PAYOUTS = resources.cashbackPayout.api;
const CLIENTS = resources.client.api;
const WAYBILLS = resources.waybill.api;
/** What a parcel's accrual depends on. */
const PARCEL_SOURCES = ['clientId', 'status', 'payStatus', 'weight'] as const;

const differs = ({ before, after }: RecordChange, fields: readonly string[]) =>
  !before || !after || fields.some((field) => String(before[field]) !== String(after[field]));

export const cashbackHook: WriteHook = async (tx, changes) => {
  const codeIds = new Set<number>();
  const clientIds = new Set<number>();
  const add = (ids: Set<number>, value: unknown) => {
    const id = rowId(value);
    if (id !== undefined) ids.add(id);
  };
  for (const change of changes) {
    const { collection, before, after } = change;
    if (collection === PROMO_CODES && !before && after) codeIds.add(after.id);
    else if (collection === PAYOUTS) [before, after].forEach((r) => add(codeIds, r?.promoCodeId));
    else if (collection === CLIENTS && differs(change, ['promoCodeId']))
      [before, after].forEach((r) => add(codeIds, r?.promoCodeId));
    else if (collection === WAYBILLS && differs(change, PARCEL_SOURCES))
      [before, after].forEach((r) => add(clientIds, r?.clientId));
  }
  if (clientIds.size > 0) await accrue(tx, [...clientIds], codeIds);
  if (codeIds.size > 0) await sumUp(tx, [...codeIds]);
};

// The store is untyped: these are waybills of the registry.
const accrues = (waybill: DbRecord) => accruesCashback(waybill as unknown as Waybill);

/** Freezes or drops the accrual of the referred clients' parcels; their codes are concerned. */
async function accrue(tx: Transaction, clientIds: number[], codeIds: Set<number>): Promise<void> {
  const referred = (await listIn(tx, CLIENTS, 'id', clientIds)).filter(
    (c) => c.promoCodeId != null,
  );
  if (referred.length === 0) return;
  const codes = new Map(
    (
      await listIn(tx, PROMO_CODES, 'id', [...new Set(referred.map((c) => Number(c.promoCodeId)))])
    ).map((code) => [code.id, code]),
  );
  const codeOf = new Map(
    referred.map((client) => [client.id, codes.get(Number(client.promoCodeId))]),
  );
  for (const waybill of await listIn(tx, WAYBILLS, 'clientId', [...codeOf.keys()])) {
    const code = codeOf.get(Number(waybill.clientId));
    if (!code) continue;
    codeIds.add(code.id);
    if (!accrues(waybill)) {
      await updateChanged(tx, WAYBILLS, waybill, { cashbackRate: null, cashback: null });
    } else if (waybill.cashback == null) {
      const rate = Number(code.cashbackPrice ?? 0);
      await updateChanged(tx, WAYBILLS, waybill, {
        cashbackRate: rate,
        cashback: parcelCashback(Number(waybill.weight ?? 0), rate),
      });
    }
  }
}

/**
 * Each code's figures from its referred clients, their accrued parcels and its payouts. The
 * parcels' cashback and kilograms are summed per client by the database: a code's referred
 * clients may have thousands of parcels, and every write to one of them sums them up again.
 */
async function sumUp(tx: Transaction, codeIds: number[]): Promise<void> {
  await tx.claim(PROMO_CODES, codeIds);
  const clients = await listIn(tx, CLIENTS, 'promoCodeId', codeIds);
  const perClient =
    clients.length === 0
      ? []
      : await tx.groups(WAYBILLS, {
          by: ['clientId'],
          sums: ['cashback', 'weight'],
          conditions: [
            {
              kind: 'equals',
              field: 'clientId',
              values: new Set(clients.map((c) => String(c.id))),
            },
            { kind: 'exists', field: 'cashback', wanted: true },
          ],
        });
  const accruedOf = new Map(perClient.map((group) => [String(group.keys[0]), group.sums]));
  const payouts = await listIn(tx, PAYOUTS, 'promoCodeId', codeIds);
  for (const code of await listIn(tx, PROMO_CODES, 'id', codeIds)) {
    const referred = clients.filter((c) => Number(c.promoCodeId) === code.id);
    const [cashback, kg] = [0, 1].map((at) =>
      referred.map((client) => accruedOf.get(String(client.id))?.[at] ?? 0),
    );
    const accrued = sumUsd(cashback);
    const paid = sumUsd(
      payouts.filter((p) => Number(p.promoCodeId) === code.id).map((p) => Number(p.amount)),
    );
    await updateChanged(tx, PROMO_CODES, code, {
      totalReferred: referred.length,
      totalOrdersKg: Math.round(kg.reduce((total, weight) => total + weight, 0) * 1000) / 1000,
      cashbackAccrued: accrued,
      cashbackPaid: paid,
      cashbackToPay: subtractUsd(accrued, paid),
    });
  }
}
