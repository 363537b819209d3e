/**
 * The two kinds of price cycle (schema/resources/clientPriceCycle.yaml, companyPriceCycle.yaml):
 * where each keeps its cycles and price records, which waybill field names its owner, and the
 * record type a change of its levels writes.
 */
import { resources } from '../../src/core/generated/registry';
import type { ClientPriceRecord } from '../../src/core/generated/types';

export type PriceRecordType = ClientPriceRecord['type'];

export interface CycleKind {
  name: 'client' | 'company';
  cycles: string;
  records: string;
  /** The waybill field holding the owner. */
  ownerField: 'clientId' | 'companyId';
  levelsChanged: PriceRecordType;
}

export const CLIENT_CYCLES: CycleKind = {
  name: 'client',
  cycles: resources.clientPriceCycle.api,
  records: resources.clientPriceRecord.api,
  ownerField: 'clientId',
  levelsChanged: 'UPDATE_CLIENT_PRICE',
};

export const COMPANY_CYCLES: CycleKind = {
  name: 'company',
  cycles: resources.companyPriceCycle.api,
  records: resources.companyPriceRecord.api,
  ownerField: 'companyId',
  levelsChanged: 'UPDATE_COMPANY_PRICE',
};

export const CYCLE_KINDS: readonly CycleKind[] = [CLIENT_CYCLES, COMPANY_CYCLES];

export const cycleKindOf = (collection: string): CycleKind | undefined =>
  CYCLE_KINDS.find((kind) => kind.cycles === collection);
