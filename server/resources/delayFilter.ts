/**
 * `s.delayDays` (1, 3, 7 or 14): records stuck in their status, i.e. not in a final status of
 * the flow (schema/enums.yaml) and with `statusChangedAt` at least that many days (of 24 hours)
 * before now. Offered by every resource with a `statusChangedAt` field and an enum field that
 * has a flow (waybills); a record without `statusChangedAt` is never delayed.
 */
import { DELAY_DAYS } from '../../src/core/domain/delay';
import { enums } from '../../src/core/generated/registry';
import type { ResourceMeta } from '../../src/core/registry/types';
import { isFinal } from '../../src/core/rules/transitions';
import type { Condition } from '../db/conditions';
import { BAD_PARAMETER } from './queryErrors';

export const DELAY_KEY = 'delayDays';
const CHANGED_AT = 'statusChangedAt';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The two conditions it stands for; an error key for another value; undefined without a flow. */
export function delayConditions(
  meta: ResourceMeta,
  wanted: unknown,
  now: Date,
): Condition[] | string | undefined {
  const status = meta.fields.find((field) => field.type === 'enum' && enums[field.enum]?.flow);
  if (status?.type !== 'enum' || !meta.fields.some((field) => field.name === CHANGED_AT))
    return undefined;
  const days = typeof wanted === 'number' || typeof wanted === 'string' ? Number(wanted) : NaN;
  if (wanted === '' || !(DELAY_DAYS as readonly number[]).includes(days)) return BAD_PARAMETER;
  const open = enums[status.enum].values.filter((value) => !isFinal(status.enum, value));
  return [
    { kind: 'equals', field: status.name, values: new Set(open) },
    {
      kind: 'range',
      field: CHANGED_AT,
      side: 'lte',
      bound: new Date(now.getTime() - days * DAY_MS).toISOString(),
    },
  ];
}
