/**
 * Text that neither database stores as it was sent: a NUL (PostgreSQL's text refuses U+0000, a
 * 500 there, while SQLite keeps it) and a lone surrogate, half of a UTF-16 pair, which JSON's
 * `"\ud800"` escape gives and both databases would store as U+FFFD. JSON.parse keeps both as
 * they were sent (body-parser's `verify` sees only bytes, valid UTF-8 here), so they are refused
 * once parsed: a request's query parameters and JSON body here, before any route reads them, the
 * JSON text of `s` where it is parsed (server/resources/listParams.ts). Keys are text too.
 */
import type { RequestHandler } from 'express';
import { sendError, statusKey } from './sendError';

export const UNSTORABLE_TEXT = 'validation.unstorableText';

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isUnstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** Whether any string in the value, a key included, is one no database stores as sent. */
function holdsUnstorableText(value: unknown): boolean {
  // Depth is bounded before any of these values is parsed (jsonLimits.ts; qs stops at 5 levels).
  if (typeof value === 'string') return isUnstorable(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, item]) => isUnstorable(key) || holdsUnstorableText(item),
  );
}

/**
 * The top-level keys (a body's fields, the query parameters, the keys of `s`) whose name or value
 * holds such text, each with the i18n key of the refusal.
 */
export function unstorableFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  // Entries, not assignments: a key `__proto__` assigned to an object would vanish unreported.
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => isUnstorable(key) || holdsUnstorableText(item))
      .map(([key]) => [key, UNSTORABLE_TEXT]),
  );
}

/** 400 with the fields at fault, before the routes: for every route of /api, login included. */
export const refuseUnstorableText: RequestHandler = (req, res, next) => {
  const inQuery = unstorableFields(req.query);
  if (Object.keys(inQuery).length > 0) return sendError(res, 400, statusKey(400), inQuery);
  const inBody = unstorableFields(req.body);
  if (Object.keys(inBody).length > 0) return sendError(res, 400, 'validation.formFailed', inBody);
  next();
};
