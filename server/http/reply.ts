/**
 * An answer as data, status and JSON body, rendered before it is sent: a handler whose answer is
 * kept for an idempotency key (server/actions/idempotency.ts) renders it inside its transaction.
 */
import type { Response } from 'express';

export interface Reply {
  status: number;
  body: unknown;
}

export function sendReply(res: Response, { status, body }: Reply): void {
  res.status(status).json(body);
}
