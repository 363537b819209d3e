/**
 * What the counter knows of a client (docs/decisions.md "Counter"): found by client code, phone,
 * a scanned tracking number of one of their parcels or their QR code (`BARAKA:CLIENT:<code>`);
 * the parcels waiting for them at the caller's points (DropZone), what each still owes (its pay
 * standing, from the money rules: src/core/money/payStanding.ts) and what must be paid before it
 * may be handed over (the payments cover a client's parcels oldest first, so an older unpaid
 * parcel is paid before it: paymentAllocation.ts's order), their totals in USD and in som at
 * today's rate (rateAt.ts), the client's debt (the settlement's `due`) and credit.
 */
import { resources } from '../../src/core/generated/registry';
import { isClientParcel } from '../../src/core/money/clientAllocation';
import { somOf, sumUsd } from '../../src/core/money/money';
import { payStanding } from '../../src/core/money/payStanding';
import { handoverBlock } from '../../src/core/domain/handoverPayment';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { isVisible, scopeConditions } from '../access/rowScope';
import type { Condition } from '../db/conditions';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import { rateOnDay } from '../money/rateAt';
import { clientSettlement } from '../money/clientSettlement';
import { waybillByTrackingNumber } from '../waybills/findWaybill';

const CLIENTS = resources.client;
const WAYBILLS = resources.waybill;
const PAYMENTS = resources.clientPayment.api;
/** The status of a parcel waiting at its pickup point (schema/enums.yaml waybillStatus). */
export const WAITING = 'DropZone';
/** What a client's QR code holds before the client code (docs/decisions.md "Counter"). */
export const CLIENT_QR_PREFIX = 'BARAKA:CLIENT:';
const BY_AGE = { field: 'createdAt', order: 'ASC' } as const;

/** A phone as typed (spaces, dashes, with or without +998): the stored form, or undefined. */
export function phoneOf(text: string): string | undefined {
  const digits = text.replace(/[\s()+-]/g, '');
  if (/^\d{9}$/.test(digits)) return `+998${digits}`;
  if (/^998\d{9}$/.test(digits)) return `+${digits}`;
  return undefined;
}

/** The client the text names, as the counter is told it; undefined when none. */
export async function clientNamed(reader: Reader, text: string): Promise<DbRecord | undefined> {
  const query = text.trim();
  if (query === '') return undefined;
  const code = query.toUpperCase().startsWith(CLIENT_QR_PREFIX)
    ? query.slice(CLIENT_QR_PREFIX.length).trim()
    : undefined;
  if (code === undefined && /^[A-Za-z0-9-]{6,40}$/.test(query)) {
    const waybill = await waybillByTrackingNumber(reader, query);
    if (waybill?.clientId != null) return reader.get(CLIENTS.api, waybill.clientId);
  }
  const wanted = code ?? query;
  if (/^[A-Za-z0-9-]{3,20}$/.test(wanted)) {
    const [id] = await reader.idsWithKey(CLIENTS.api, 'clientCode', wanted);
    if (id !== undefined) return reader.get(CLIENTS.api, id);
  }
  const phone = code === undefined ? phoneOf(query) : undefined;
  if (phone) return reader.findOne(CLIENTS.api, 'phone', phone);
  return undefined;
}

export interface CounterParcel {
  id: number;
  trackingNumber: string;
  version: number;
  pvzId: number | null;
  status: string;
  weight: number | null;
  finalFreight: number | null;
  payStatus: string;
  /** USD paid towards it so far, and still due. */
  paid: number;
  left: number;
  /** USD the client must still pay before this parcel is covered (older unpaid parcels first). */
  payFirst: number;
  /** Why it may not be handed over even once paid for (a company's unbilled parcel), if so. */
  block: string | null;
}

export interface CounterAnswer {
  client: {
    id: number;
    clientCode: string;
    nickname: string | null;
    phone: string | null;
    companyId: number | null;
    pvzId: number | null;
    qr: string;
  };
  parcels: CounterParcel[];
  /** USD still due on the waiting parcels, all of them. */
  waitingDue: number;
  /** USD to pay so that every waiting parcel may be handed over. */
  toPayAll: number;
  /** The client's whole debt (every unpaid parcel, wherever it is) and credit, USD. */
  due: number;
  credit: number;
  /** Today's exchange rate (som per USD), and the figures in som at it; null without a rate. */
  rate: number | null;
  som: { waitingDue: number; toPayAll: number; due: number; credit: number } | null;
  /** The client pays at the counter (B2C); a company's client is settled through its bills. */
  paysHere: boolean;
}

/** The client's waybills that wait at the points `user` works at (any point for the platform). */
export async function waitingParcels(
  reader: Reader,
  user: DbRecord | undefined,
  clientId: number,
): Promise<DbRecord[]> {
  const conditions: Condition[] = [
    { kind: 'equals', field: 'clientId', values: new Set([String(clientId)]) },
    { kind: 'equals', field: 'status', values: new Set([WAITING]) },
    ...scopeConditions(WAYBILLS, user),
  ];
  return (await reader.list(WAYBILLS.api, { conditions, sort: BY_AGE })).items;
}

/** Is the client the caller's to serve: its own point's, or with a parcel waiting at one? */
export async function servesClient(
  reader: Reader,
  user: DbRecord | undefined,
  client: DbRecord,
  waiting: readonly DbRecord[],
): Promise<boolean> {
  return waiting.length > 0 || (await isVisible(reader, CLIENTS, user, client));
}

const byAge = (a: DbRecord, b: DbRecord) =>
  String(a.createdAt).localeCompare(String(b.createdAt)) || Number(a.id) - Number(b.id);

/**
 * Per parcel of the client, what must be paid before it is covered: the still-due amounts of
 * their charged parcels up to it, in the order the allocation covers them.
 */
export function payFirstOf(theirs: readonly DbRecord[]): Map<number, number> {
  const owed: number[] = [];
  const first = new Map<number, number>();
  for (const parcel of theirs.filter(isClientParcel).sort(byAge)) {
    owed.push(payStanding(parcel)?.left ?? 0);
    first.set(Number(parcel.id), sumUsd(owed));
  }
  return first;
}

export async function counterAnswer(
  reader: Reader,
  client: DbRecord,
  waiting: readonly DbRecord[],
  now: Date,
): Promise<CounterAnswer> {
  const theirs = (
    await reader.list(WAYBILLS.api, {
      conditions: [{ kind: 'equals', field: 'clientId', values: new Set([String(client.id)]) }],
      sort: BY_AGE,
    })
  ).items;
  const payments = (
    await reader.list(PAYMENTS, {
      conditions: [{ kind: 'equals', field: 'clientId', values: new Set([String(client.id)]) }],
      sort: { field: 'id', order: 'ASC' },
    })
  ).items;
  const settlement = clientSettlement(client, theirs, payments);
  const first = payFirstOf(theirs);
  const parcels = waiting.map((parcel): CounterParcel => {
    const standing = payStanding(parcel) ?? { paid: 0, left: 0 };
    const block = handoverBlock(parcel);
    return {
      id: Number(parcel.id),
      trackingNumber: String(parcel.trackingNumber),
      version: Number(parcel.version),
      pvzId: parcel.pvzId == null ? null : Number(parcel.pvzId),
      status: String(parcel.status),
      weight: parcel.weight == null ? null : Number(parcel.weight),
      finalFreight: parcel.finalFreight == null ? null : Number(parcel.finalFreight),
      payStatus: String(parcel.payStatus ?? ''),
      paid: standing.paid,
      left: standing.left,
      payFirst: first.get(Number(parcel.id)) ?? 0,
      block: block === 'unpaid' ? null : (block ?? null),
    };
  });
  const waitingDue = sumUsd(parcels.map((parcel) => parcel.left));
  const toPayAll = Math.max(0, ...parcels.map((parcel) => parcel.payFirst));
  const rate =
    (await rateOnDay(reader, { kind: 'exchange' }, tashkentDayAt(now.getTime()), now)) ?? null;
  const inSom = (usd: number) => (rate === null ? 0 : somOf(usd, rate));
  return {
    client: {
      id: Number(client.id),
      clientCode: String(client.clientCode),
      nickname: typeof client.nickname === 'string' ? client.nickname : null,
      phone: typeof client.phone === 'string' && client.phone !== '' ? client.phone : null,
      companyId: client.companyId == null ? null : Number(client.companyId),
      pvzId: client.pvzId == null ? null : Number(client.pvzId),
      qr: `${CLIENT_QR_PREFIX}${String(client.clientCode)}`,
    },
    parcels,
    waitingDue,
    toPayAll,
    due: settlement.due,
    credit: settlement.credit,
    rate,
    som:
      rate === null
        ? null
        : {
            waitingDue: inSom(waitingDue),
            toPayAll: inSom(toPayAll),
            due: inSom(settlement.due),
            credit: inSom(settlement.credit),
          },
    paysHere: client.companyId == null,
  };
}
