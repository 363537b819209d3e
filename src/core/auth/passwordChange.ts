/**
 * Changing one's own password (SPEC 5): the rules the update-password form checks in the browser
 * and POST /api/user/password checks again, with the same i18n keys.
 */
import type { ValidationMessage } from '../registry/fieldErrors';
import { fields } from '../registry/zodFields';

export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChange, ValidationMessage>>;

const newPasswordRules = fields.password();

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What is wrong with the form's values; an empty object when nothing is. */
export function validatePasswordChange(values: Record<string, unknown>): PasswordChangeErrors {
  const oldPassword = textOf(values.oldPassword);
  const password = textOf(values.password);
  const confirmPassword = textOf(values.confirmPassword);
  const errors: PasswordChangeErrors = {};
  if (oldPassword === '') errors.oldPassword = { message: 'validation.required' };
  if (password === '') {
    errors.password = { message: 'validation.required' };
  } else {
    const checked = newPasswordRules.safeParse(password);
    if (!checked.success) errors.password = { message: checked.error.issues[0].message };
  }
  if (confirmPassword === '') {
    errors.confirmPassword = { message: 'validation.password.confirmRequired' };
  } else if (confirmPassword !== password) {
    errors.confirmPassword = { message: 'validation.password.mismatch' };
  }
  return errors;
}
