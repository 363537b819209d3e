/**
 * What the API says when the transition table refuses a waybill's change from `from` to `to`
 * (server/waybills/statusRefusal.ts): the body in the language of `t`, naming the statuses
 * `allowed` instead, in the registry's order, or none.
 */
import type { Translate } from '../../../src/core/i18n';
import type { ErrorBody } from './types';

export function transitionRefusal(
  t: Translate,
  from: string,
  to: string,
  allowed: readonly string[],
): ErrorBody {
  const label = (status: string) => t(`enums.waybillStatus.${status}`);
  const args = { from: label(from), to: label(to) };
  return {
    message: t('waybillOps.server.statusRefused'),
    errors: {
      status:
        allowed.length === 0
          ? t('waybillOps.server.transitionNotAllowedNone', args)
          : t('waybillOps.server.transitionNotAllowed', {
              ...args,
              allowed: allowed.map(label).join(', '),
            }),
    },
  };
}
