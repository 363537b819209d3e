/**
 * The JSON body parser of /api: express's own (body-parser), bounded in size and in nesting
 * depth, and taking UTF-8 only. Encoding and depth are checked on the raw bytes before anything
 * decodes or parses them (jsonLimits.ts); every refusal is a 400 with a translated message,
 * answered before any route runs.
 */
import { isUtf8 } from 'node:buffer';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { exceedsDepth, MAX_BODY_BYTES } from './jsonLimits';
import { sendError, statusKey } from './sendError';

/**
 * i18n keys of the refusals, by body-parser's error `type` (ours: `entity.too.deep`). Malformed
 * JSON keeps the contract's plain "Error in request" (docs/api.md "Errors").
 */
const BODY_ERRORS: Readonly<Record<string, string>> = {
  'entity.too.large': 'errors.api.bodyTooLarge',
  'entity.too.deep': 'errors.api.tooDeep',
  'entity.parse.failed': statusKey(400),
  'charset.unsupported': 'errors.api.unsupportedEncoding',
  'charset.invalid': 'errors.api.unsupportedEncoding',
  'encoding.unsupported': 'errors.api.unsupportedEncoding',
};

class BodyRefused extends Error {
  readonly status = 400;
  constructor(readonly type: string) {
    super(type);
  }
}

/** Runs on the raw body before it is parsed; a throw stops the request (body-parser's `verify`). */
function verifyBody(_req: unknown, _res: unknown, body: Buffer, encoding: string): void {
  // JSON between systems is UTF-8 (RFC 8259); the scan reads UTF-8 bytes.
  if (encoding !== 'utf-8' && encoding !== 'utf8') throw new BodyRefused('charset.unsupported');
  // The bytes too: body-parser's decoder would turn a stray 0xFF, an overlong form or a lone
  // surrogate (CESU-8) into U+FFFD, and store that in place of what was sent.
  if (!isUtf8(body)) throw new BodyRefused('charset.invalid');
  if (exceedsDepth(body)) throw new BodyRefused('entity.too.deep');
}

const parseJson = express.json({ limit: MAX_BODY_BYTES, verify: verifyBody });

/** body-parser's errors (and ours) as 400s of the contract; anything else goes on. */
const answerBodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const type = (error as { type?: unknown }).type;
  const status = (error as { status?: unknown }).status;
  if (typeof type !== 'string' || typeof status !== 'number' || status >= 500) {
    next(error);
    return;
  }
  sendError(res, 400, BODY_ERRORS[type] ?? statusKey(400));
};

export const jsonBody: [RequestHandler, ErrorRequestHandler] = [parseJson, answerBodyErrors];
