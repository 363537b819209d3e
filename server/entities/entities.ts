/**
 * The server behaviour of the resources that have more than the registry says, by name
 * (server/entities/entityModule.ts): tsc fails on a name that is not a resource, and on a module
 * given to another resource. A resource not named here is a `plainEntity`: the registry alone
 * describes it, so a new entity is one YAML file (docs/schema.md).
 */
import { billEntity } from './bill';
import { cashShiftEntity } from './cashShift';
import { boxDayBatchEntity, boxEntity, boxReceiveRecordEntity } from './boxes';
import { clientEntity } from './client';
import { clientPaymentEntity } from './clientPayment';
import { dailyExpenseEntity } from './dailyExpense';
import { plainEntity, type DeclaredHook, type EntityModule } from './entityModule';
import { b2bExchangeRateEntity, exchangeRateEntity } from './exchangeRates';
import { feedbackEntity } from './feedback';
import { handoverEntity } from './handover';
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
  cashShift: cashShiftEntity,
  client: clientEntity,
  promoCode: promoCodeEntity,
  boxReceiveRecord: boxReceiveRecordEntity,
  box: boxEntity,
  boxDayBatch: boxDayBatchEntity,
  feedback: feedbackEntity,
  user: userEntity,
  sms: smsEntity,
  handover: handoverEntity,
} satisfies { [R in ResourceName]?: EntityModule<R> };

/** The server behaviour of the resource named `name` (a registry name, ResourceMeta.name). */
export function entityOf(name: string): EntityModule {
  const byName: Partial<Record<string, EntityModule>> = entities;
  return byName[name] ?? plainEntity;
}

/** Every entity's write hooks, each once (two entities may share one), in declaration order. */
export const entityHooks: readonly DeclaredHook[] = [
  ...new Set(Object.values(entities).flatMap((entity: EntityModule) => entity.hooks ?? [])),
];
