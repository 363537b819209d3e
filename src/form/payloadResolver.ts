/**
 * The resolver of a business action's dialog (schema `actions.<name>.payload`): the payload's
 * generated validator, with the messages the API would send. The dialog's form starts from the
 * record in context, so only the payload's own inputs are checked and sent (the API refuses any
 * other key). What the dialog submits is what the validator made of the input (trimmed,
 * transformed), as the API checks it again.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { actionPayloads } from '../core/generated/validators';
import { validatePayload } from '../core/rules/validation';
import { toFormErrors } from './resolverFor';

export const payloadResolver = (actionName: string): Resolver<FieldValues> => {
  const declared = Object.keys(actionPayloads[actionName]?.shape ?? {});
  return async (values) => {
    const input = Object.fromEntries(declared.map((name) => [name, values[name] as unknown]));
    const result = validatePayload(actionName, input);
    if (result.ok) return { values: result.data, errors: {} };
    return { values: {}, errors: toFormErrors(result.errors) };
  };
};
