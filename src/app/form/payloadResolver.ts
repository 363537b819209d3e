/**
 * The resolver of a business action's dialog (schema `actions.<name>.payload`): the payload's
 * generated validator, with the messages the API would send. What the dialog submits is what the
 * validator made of the input (trimmed, transformed), as the API checks it again.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { validatePayload } from '../../core/registry/validation';
import { toFormErrors } from './resolverFor';

export const payloadResolver =
  (actionName: string): Resolver<FieldValues> =>
  async (values) => {
    const result = validatePayload(actionName, values);
    if (result.ok) return { values: result.data, errors: {} };
    return { values: {}, errors: toFormErrors(result.errors) };
  };
