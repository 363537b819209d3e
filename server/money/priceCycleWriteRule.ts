/**
 * A price cycle's own rules on every write (src/core/money/priceCycle.ts, the form's too):
 * contiguous, non-empty weight bands and a start before the end, refused with a 400 naming the
 * level or the field; and its status, set from its dates as of the write.
 */
import { cycleStatusAt, priceCycleErrors } from '../../src/core/money/priceCycle';
import type { WriteRule } from '../access/writeRule';

const FORM_FAILED = 'validation.formFailed';

export const priceCycleWriteRule: WriteRule = (_before, after, _actor, now) => {
  const errors = priceCycleErrors(after);
  if (Object.keys(errors).length > 0)
    return { ok: false, status: 400, message: FORM_FAILED, errors };
  const status = cycleStatusAt(
    { startDate: String(after.startDate), endDate: String(after.endDate) },
    now,
  );
  return { ok: true, record: { ...after, status } };
};
