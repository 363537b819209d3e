/**
 * The waybill's own rules for any write (edit form, actions, bulk status): status transitions of
 * schema/enums.yaml, statusChangedAt, wayStatus and the status history.
 * TODO(issue 5): transitions, history; this first version lets every write through.
 */
import type { WriteRule } from '../resources/writeRules';

export const planWaybillWrite: WriteRule = (_before, after) => ({ ok: true, record: after });
