import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { validatePasswordChange } from '../../core/auth/passwordChange';
import { toFormErrorMessage } from '../../form/formErrorMessage';

/** The password rules of SPEC 5 as a react-hook-form resolver, before anything is sent. */
export const passwordChangeResolver: Resolver<FieldValues> = async (values) => {
  const found = Object.entries(validatePasswordChange(values));
  if (found.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    found.map(([field, message]) => [
      field,
      { type: 'validate', message: toFormErrorMessage(message) },
    ]),
  );
  return { values: {}, errors: errors as FieldErrors<FieldValues> };
};
