/**
 * A client's and a company's price cycle's server behaviour (the same for both): their own rules
 * and status, no overlap per owner, and their current price and price records derived.
 */
import { priceCycleHook } from '../money/priceCycleHook';
import { priceCycleWriteRule } from '../money/priceCycleWriteRule';
import type { DeclaredHook, EntityModule } from './entityModule';

const SOURCES = ['ownerId', 'startDate', 'endDate', 'priceType', 'levels'] as const;

const priceCycle: DeclaredHook = {
  name: 'priceCycle',
  reads: [
    ...SOURCES.map((field) => `clientPriceCycle.${field}` as const),
    ...SOURCES.map((field) => `companyPriceCycle.${field}` as const),
  ],
  writes: ['clientPriceCycle', 'companyPriceCycle', 'clientPriceRecord', 'companyPriceRecord'],
  run: priceCycleHook,
};

export const clientPriceCycleEntity = {
  writeRule: priceCycleWriteRule,
  hooks: [priceCycle],
} satisfies EntityModule<'clientPriceCycle'>;

export const companyPriceCycleEntity = {
  writeRule: priceCycleWriteRule,
  hooks: [priceCycle],
} satisfies EntityModule<'companyPriceCycle'>;
