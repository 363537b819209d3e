/**
 * Staff accounts of a test's own, made over the API as ROOT would make them, so a test may change
 * or end them without touching the demo users other tests sign in as.
 */
import type { CallResult, TestServer } from './testServer';
import type { Row } from './types';

export const STAFF_PASSWORD = 'staff1234';

export interface StaffAccount {
  id: number;
  username: string;
}

let made = 0;

/** A new user with `role` (and `companyId` for a company role), password STAFF_PASSWORD. */
export async function createStaff(
  server: TestServer,
  rootToken: string,
  fields: { role: string; companyId?: number | null },
): Promise<StaffAccount> {
  made += 1;
  const username = `staff.${process.pid}.${made}.${Date.now() % 100000}`;
  const { status, body } = await server.call<Row>('/api/users', {
    method: 'POST',
    token: rootToken,
    body: { username, name: `Staff ${made}`, password: STAFF_PASSWORD, ...fields },
  });
  if (status !== 201) throw new Error(`create ${username}: ${status} ${JSON.stringify(body)}`);
  return { id: Number(body.id), username };
}

/** POST /api/auth/login with a username and password, as the login page sends them. */
export function signIn(
  server: TestServer,
  username: string,
  password: string,
): Promise<CallResult<{ token?: string; message?: string }>> {
  return server.call('/api/auth/login', { method: 'POST', body: { username, password } });
}

/** A token of the account (its password by default STAFF_PASSWORD). */
export async function tokenOf(
  server: TestServer,
  username: string,
  password = STAFF_PASSWORD,
): Promise<string> {
  const { status, body } = await signIn(server, username, password);
  if (status !== 200 || !body.token) throw new Error(`login ${username}: ${status}`);
  return body.token;
}

/** The status GET /api/user/info answers the token with: 200 while its session lives. */
export async function infoStatus(server: TestServer, token: string): Promise<number> {
  return (await server.call('/api/user/info', { token })).status;
}
