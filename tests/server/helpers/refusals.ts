/**
 * What an attacker's request must meet: the status, the message in the caller's language, and
 * nothing stored (the audit log included), compared over every collection of the database.
 */
import { expect } from 'vitest';
import { storedState } from './storedData';
import type { CallResult, TestServer } from './testServer';
import { en } from './translate';
import type { ErrorBody } from './types';

/** Runs `request`, expects `status` with the English text of `messageKey`, and no write. */
export async function expectRefused(
  server: TestServer,
  request: () => Promise<CallResult<unknown>>,
  status: number,
  messageKey: string,
): Promise<ErrorBody> {
  const before = await storedState(server);
  const answer = await request();
  const body = answer.body as ErrorBody;
  expect(answer.status, JSON.stringify(body)).toBe(status);
  expect(body.message).toBe(en(messageKey));
  expect(await storedState(server)).toBe(before);
  return body;
}

/** `s` of a list request, encoded. */
export function search(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}
