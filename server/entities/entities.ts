/**
 * Every registry resource's server behaviour, by name (server/entities/entityModule.ts): tsc
 * fails when a resource is missing here or a name is not one. A resource the registry alone
 * describes is a `plainEntity`.
 */
import { billEntity } from './bill';
import { boxDayBatchEntity, boxEntity, boxReceiveRecordEntity } from './boxes';
import { clientEntity } from './client';
import { clientPaymentEntity } from './clientPayment';
import { dailyExpenseEntity } from './dailyExpense';
import { plainEntity, type DeclaredHook, type EntityModule } from './entityModule';
import { b2bExchangeRateEntity, exchangeRateEntity } from './exchangeRates';
import { feedbackEntity } from './feedback';
import { priceChangeEntity } from './priceChange';
import { clientPriceCycleEntity, companyPriceCycleEntity } from './priceCycles';
import { promoCodeEntity } from './promoCode';
import type { ResourceName } from './resourceName';
import { smsEntity } from './sms';
import { userEntity } from './user';
import { waybillEntity } from './waybill';

export const entities = {
  // Money first: a hook free to run goes in this order (server/entities/hookOrder.ts).
  exchangeRate: exchangeRateEntity,
  b2bExchangeRate: b2bExchangeRateEntity,
  dailyExpense: dailyExpenseEntity,
  clientPriceCycle: clientPriceCycleEntity,
  companyPriceCycle: companyPriceCycleEntity,
  waybill: waybillEntity,
  bill: billEntity,
  priceChange: priceChangeEntity,
  clientPayment: clientPaymentEntity,
  client: clientEntity,
  promoCode: promoCodeEntity,
  boxReceiveRecord: boxReceiveRecordEntity,
  box: boxEntity,
  boxDayBatch: boxDayBatchEntity,
  feedback: feedbackEntity,
  user: userEntity,
  sms: smsEntity,
  auditEntry: plainEntity,
  bankCard: plainEntity,
  billPayment: plainEntity,
  botConfig: plainEntity,
  botSettings: plainEntity,
  boxPayment: plainEntity,
  boxPrice: plainEntity,
  cashbackPayout: plainEntity,
  clientPriceRecord: plainEntity,
  company: plainEntity,
  companyPriceRecord: plainEntity,
  pvz: plainEntity,
} satisfies { [R in ResourceName]: EntityModule<R> };

/** The server behaviour of the resource named `name` (a registry name, ResourceMeta.name). */
export function entityOf(name: string): EntityModule {
  const byName: Partial<Record<string, EntityModule>> = entities;
  const entity = byName[name];
  if (!entity) throw new Error(`No entity module for ${name}`);
  return entity;
}

/** Every entity's write hooks, each once (two entities may share one), in declaration order. */
export const entityHooks: readonly DeclaredHook[] = [
  ...new Set(Object.values(entities).flatMap((entity: EntityModule) => entity.hooks ?? [])),
];
