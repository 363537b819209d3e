/** An SMS's server behaviour: sending it again, one or many. */
import { resendSms, resendSmsMany } from '../sms/resendActions';
import type { EntityModule } from './entityModule';

export const smsEntity = {
  actions: { resendSms: { plan: resendSms }, resendSmsMany: { plan: resendSmsMany } },
} satisfies EntityModule<'sms'>;
