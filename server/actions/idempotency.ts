/**
 * Idempotency keys for the business actions the registry marks `idempotent: true` (docs/api.md
 * "Idempotency-Key", docs/decisions.md "Scans offline"). A request with an `Idempotency-Key`
 * header (a UUID) is answered once: its answer is kept, per user and key, in the transaction of
 * its write (answeredTransaction); the same key again from the same user is answered with what
 * was kept, marked `Idempotent-Replayed: true`, and writes nothing; the same key with another
 * method, path or body is 422; a malformed key is 400. A request without the header runs as ever.
 * An action marked idempotent answers through answeredTransaction (runAction and packingHandler
 * do), which checks the key again inside the transaction: of two duplicates sent at once, the
 * second finds the first's answer (SQLite has one writer; PostgreSQL's serializable transactions
 * make the second's attempt fail and run again).
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Author } from '../db/author';
import type { Store, Transaction } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { sendReply, type Reply } from '../http/reply';
import { errorReply, sendError } from '../http/sendError';
import '../http/locals';
import { keepAnswer, keptAnswer, type KeptAnswer, type KeyOwner } from './keptAnswers';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A UUID as crypto.randomUUID writes it (any version), compared in lower case. */
const KEY_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_LENGTH = 36;

const BAD_KEY = 'errors.api.idempotencyKey';
const KEY_REUSED = 'errors.api.idempotencyKeyReused';

/** The request a key was first sent with: another one under the same key is refused. */
export interface KeyClaim extends KeyOwner {
  fingerprint: string;
}

declare global {
  // Declaration merging with Express's own namespace is the typed way to extend res.locals.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The idempotency key the request came with, set by acceptIdempotencyKey. */
      idempotency?: KeyClaim;
    }
  }
}

/** Method, path and body as sent (before validation trims it), hashed. */
function fingerprintOf(req: Request): string {
  const body: unknown = req.body;
  return createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');
}

/** A kept answer, or 422 when the key came with another request. */
const replayOf = (res: Response, claim: KeyClaim, kept: KeptAnswer): Answer =>
  kept.fingerprint === claim.fingerprint
    ? { status: kept.status, body: kept.body, replayed: true }
    : errorReply(res, 422, KEY_REUSED);

type Answer = Reply & { replayed?: true };

function sendAnswer(res: Response, { replayed, ...reply }: Answer): void {
  if (replayed) {
    res.set(REPLAYED_HEADER, 'true');
    res.locals.wroteNothing = true;
  }
  sendReply(res, reply);
}

/**
 * Reads the header: none, on; malformed, 400; a key already answered, that answer (or 422);
 * else the claim for the handler's transaction (res.locals.idempotency). After the guards (the
 * caller is known and admitted), before the payload's validator (the body as sent).
 */
export function acceptIdempotencyKey(store: Store): RequestHandler {
  return asyncHandler(async (req, res, next) => {
    const header = req.get(IDEMPOTENCY_HEADER);
    if (header === undefined) return next();
    const userId = res.locals.user?.id;
    if (header.length !== KEY_LENGTH || !KEY_FORMAT.test(header) || userId === undefined)
      return sendError(res, 400, BAD_KEY, { [IDEMPOTENCY_HEADER]: BAD_KEY });
    const claim = {
      userId: String(userId),
      key: header.toLowerCase(),
      fingerprint: fingerprintOf(req),
    };
    const kept = await keptAnswer(store.executorDb, claim, store.now().getTime());
    if (kept) return sendAnswer(res, replayOf(res, claim, kept));
    res.locals.idempotency = claim;
    next();
  });
}

/**
 * `work` in one transaction, its answer rendered (`render`) from the records as they will be
 * committed and, for a request with a key, kept in the same transaction. A key answered meanwhile
 * (a duplicate sent at once) is answered from what was kept, and `work` does not run. Answers of
 * 5xx are never kept: nothing was written, the request may be sent again.
 */
export async function answeredTransaction<T>(
  store: Store,
  res: Response,
  author: Author,
  work: (tx: Transaction) => Promise<T>,
  render: (tx: Transaction, result: T) => Reply,
): Promise<void> {
  const claim = res.locals.idempotency;
  const reply = await store.transaction(
    author,
    async (tx): Promise<{ kept: KeptAnswer } | { done: T }> => {
      const kept = claim && (await keptAnswer(tx.executorDb, claim, tx.now.getTime()));
      return kept ? { kept } : { done: await work(tx) };
    },
    async (tx, result): Promise<Answer> => {
      // `kept` is only ever found for a claim.
      if ('kept' in result) return replayOf(res, claim!, result.kept);
      const reply = render(tx, result.done);
      if (claim && reply.status < 500)
        await keepAnswer(
          tx.executorDb,
          claim,
          { fingerprint: claim.fingerprint, ...reply },
          tx.now.getTime(),
        );
      return reply;
    },
  );
  sendAnswer(res, reply);
}
