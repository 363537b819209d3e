/**
 * Rules over several fields of one record that the registry cannot say, by resource: run by
 * validateWrite after the generated validator, so the form and the API refuse alike. Each
 * answers its errors by field path, as the validator does.
 */
import { priceCycleErrors } from '../money/priceCycle';
import type { FieldErrors } from '../registry/fieldErrors';

export type RecordRule = (data: Record<string, unknown>) => FieldErrors;

export const recordRules: Partial<Record<string, RecordRule>> = {
  clientPriceCycle: priceCycleErrors,
  companyPriceCycle: priceCycleErrors,
};
