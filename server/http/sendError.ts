/** The one error body of the contract: `{ message, errors? }`, translated, plus extra fields. */
import type { Response } from 'express';
import type { Translate, TranslateArgs } from '../../src/core/i18n';
import type { ValidationMessage } from '../../src/core/registry/validation';
import './locals';

/** Field errors as i18n keys, or keys with arguments as validateWrite reports them. */
export type FieldErrorKeys = Record<string, string | ValidationMessage>;

export function sendError(
  res: Response,
  status: number,
  messageKey: string | ValidationMessage,
  fieldErrors?: FieldErrorKeys,
  extra?: Record<string, unknown>,
): void {
  const { t } = res.locals;
  const errors =
    fieldErrors &&
    Object.fromEntries(
      Object.entries(fieldErrors).map(([field, error]) => [
        field,
        typeof error === 'string' ? t(error) : t(error.message, translatedArgs(t, error.args)),
      ]),
    );
  const message =
    typeof messageKey === 'string'
      ? t(messageKey)
      : t(messageKey.message, translatedArgs(t, messageKey.args));
  res.status(status).json({ message, ...(errors && { errors }), ...extra });
}

/**
 * An argument may be an enum value's label key (a status, `enums.waybillStatus.Osh`): it is said
 * in the same language. Any other text passes as it is, even one shaped like a key (a username in
 * a conflict message is the user's, not ours to translate).
 */
const ENUM_LABELS = 'enums.';

function translatedArgs(t: Translate, args: ValidationMessage['args']): TranslateArgs | undefined {
  if (!args) return undefined;
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => [
      name,
      typeof value === 'string' && value.startsWith(ENUM_LABELS) ? t(value, { _: value }) : value,
    ]),
  );
}

/** The message key of a status in the app's error catalogue. */
export const statusKey = (status: 400 | 401 | 403 | 404 | 500) => `errors.http.${status}`;
