/**
 * A client's `orderCount`: the waybills that name them, so that the client list filters and sorts
 * by it (the dashboard's "clients with more than 30 orders").
 */
import { resources } from '../../src/core/generated/registry';
import { referenceCountHook } from '../db/referenceCountHook';

export const clientOrderCountHook = referenceCountHook({
  counted: resources.waybill.api,
  by: 'clientId',
  owners: resources.client.api,
  into: 'orderCount',
  countNewOwners: true,
});
