/** The one error body of the contract: `{ message, errors? }`, translated, plus extra fields. */
import type { Response } from 'express';
import type { Translate, TranslateArgs } from '../../src/core/i18n';
import { sendReply, type Reply } from './reply';
import './locals';

/**
 * An i18n key with arguments, as validateWrite reports them; a list argument is said as a list
 * (the statuses a refused change could go to).
 */
export interface MessageKey {
  message: string;
  args?: Record<string, string | number | readonly string[]>;
}

/** Field errors as i18n keys, or keys with arguments. */
export type FieldErrorKeys = Record<string, string | MessageKey>;

export function sendError(
  res: Response,
  status: number,
  messageKey: string | MessageKey,
  fieldErrors?: FieldErrorKeys,
  extra?: Record<string, unknown>,
): void {
  sendReply(res, errorReply(res, status, messageKey, fieldErrors, extra));
}

/** The error answer sendError sends, in the reader's language, as data. */
export function errorReply(
  res: Response,
  status: number,
  messageKey: string | MessageKey,
  fieldErrors?: FieldErrorKeys,
  extra?: Record<string, unknown>,
): Reply {
  const { t } = res.locals;
  const errors =
    fieldErrors &&
    Object.fromEntries(
      Object.entries(fieldErrors).map(([field, error]) => [field, translateMessage(t, error)]),
    );
  return {
    status,
    body: { message: translateMessage(t, messageKey), ...(errors && { errors }), ...extra },
  };
}

/** A message key, with its arguments, in the reader's language. */
export function translateMessage(t: Translate, message: string | MessageKey): string {
  return typeof message === 'string'
    ? t(message)
    : t(message.message, translatedArgs(t, message.args));
}

/**
 * An argument may be an enum value's label key (a status, `enums.waybillStatus.Osh`): it is said
 * in the same language. Any other text passes as it is, even one shaped like a key (a username in
 * a conflict message is the user's, not ours to translate). A list is said item by item.
 */
const ENUM_LABELS = 'enums.';

function translatedArgs(t: Translate, args: MessageKey['args']): TranslateArgs | undefined {
  if (!args) return undefined;
  const said = (value: string | number) =>
    typeof value === 'string' && value.startsWith(ENUM_LABELS) ? t(value, { _: value }) : value;
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map(said).join(', ') : said(value as string | number),
    ]),
  );
}

/** The message key of a status in the app's error catalogue. */
export const statusKey = (status: 400 | 401 | 403 | 404 | 500) => `errors.http.${status}`;
