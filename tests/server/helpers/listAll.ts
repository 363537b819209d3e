/** Every record of a list (one page as large as any test data set), as `token` reads it. */
import { expect } from 'vitest';
import { search } from './refusals';
import type { TestServer } from './testServer';
import type { Row } from './types';

export async function listAll(
  server: TestServer,
  token: string,
  path: string,
  filter?: Record<string, unknown>,
): Promise<Row[]> {
  const s = filter ? `&s=${search(filter)}` : '';
  const { status, body } = await server.call<Row[]>(`${path}?range=[0,99999]${s}`, { token });
  expect(status).toBe(200);
  return body;
}
