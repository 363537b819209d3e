/** A user's `answeredCount`: the feedback records whose `answeredBy` is them. */
import { resources } from '../../src/core/generated/registry';
import { referenceCountHook } from '../db/referenceCountHook';

export const answeredCountHook = referenceCountHook({
  counted: resources.feedback.api,
  by: 'answeredBy',
  owners: resources.user.api,
  into: 'answeredCount',
});
