import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A business action's payload validator (src/form/payloadResolver.ts) for its dialog, loaded
 * when the dialog is first submitted: the lists that show these buttons load neither the
 * validators nor zod.
 */
export const lazyPayloadResolver =
  (action: string): Resolver<FieldValues> =>
  async (...args) => {
    const { payloadResolver } = await import('../../form/payloadResolver');
    return payloadResolver(action)(...args);
  };
