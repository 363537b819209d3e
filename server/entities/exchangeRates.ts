/**
 * The exchange rate's and a company's B2B rate's server behaviour (the same for both): instants
 * in UTC, and a chain of rates that never overlap, each with the status its dates give it.
 */
import { rateChainHook, rateWriteRule } from '../money/rateChain';
import type { DeclaredHook, EntityModule } from './entityModule';

const rateChain: DeclaredHook = {
  name: 'rateChain',
  reads: [
    'exchangeRate.activeAt',
    'exchangeRate.expiredAt',
    'b2bExchangeRate.activeAt',
    'b2bExchangeRate.expiredAt',
    'b2bExchangeRate.companyId',
  ],
  writes: [
    'exchangeRate.expiredAt',
    'exchangeRate.status',
    'b2bExchangeRate.expiredAt',
    'b2bExchangeRate.status',
  ],
  run: rateChainHook,
};

export const exchangeRateEntity = {
  writeRule: rateWriteRule,
  hooks: [rateChain],
} satisfies EntityModule<'exchangeRate'>;

export const b2bExchangeRateEntity = {
  writeRule: rateWriteRule,
  hooks: [rateChain],
} satisfies EntityModule<'b2bExchangeRate'>;
