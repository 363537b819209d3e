/**
 * Ranks (schema/roles.yaml `ranks`, `companyRoles`) attacked over HTTP: a PLATFORM_USER and a
 * COMPANY_ADMIN try to make ROOT, to raise themselves, to leave or swap their company and to
 * switch ROOT off; a PLATFORM_ADMIN tries to delete its peers. Each is refused with a translated
 * 403 (another company's user is not there: 404) and nothing stored; a higher rank still does it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyless, dataWithCompanylessStaff } from './helpers/companylessStaff';
import { expectRefused } from './helpers/refusals';
import { createStaff, STAFF_PASSWORD, tokenOf } from './helpers/staffAccounts';
import { readStored } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

const RANK = 'authority.rankTooHigh';
const ROLE = 'authority.roleTooHigh';
const COMPANY = 'authority.otherCompany';

let server: TestServer;
let root: string;
let rootId: number;
let platformUser: string;
let platformUserId: number;
let companyAdmin: string;
let companyAdminId: number;
let ownCompany: number;
let otherCompany: number;
let made = 0;

beforeAll(async () => {
  server = await startTestServer({ data: dataWithCompanylessStaff() });
  [root, platformUser, companyAdmin] = await Promise.all(
    ['root', 'platform_user', 'company_admin'].map((name) => server.login(name)),
  );
  const stored = (await readStored(server)).users;
  const demo = (username: string) => stored.find((user) => user.username === username) as Row;
  rootId = Number(demo('root').id);
  platformUserId = Number(demo('platform_user').id);
  companyAdminId = Number(demo('company_admin').id);
  ownCompany = Number(demo('company_admin').companyId);
  otherCompany = ownCompany === 1 ? 2 : 1;
});
afterAll(() => server.stop());

const users = (id?: number) => (id === undefined ? '/api/users' : `/api/users/${id}`);
const send = (token: string, method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token, body });
const newUser = (fields: Record<string, unknown>) => {
  made += 1;
  return { username: `rank.${made}`, name: `Rank ${made}`, password: STAFF_PASSWORD, ...fields };
};

describe('a PLATFORM_USER', () => {
  it('may not create ROOT, nor a user of its own rank', async () => {
    await expectRefused(
      server,
      () => send(platformUser, 'POST', users(), newUser({ role: 'ROOT' })),
      403,
      ROLE,
    );
    await expectRefused(
      server,
      () => send(platformUser, 'POST', users(), newUser({ role: 'PLATFORM_USER' })),
      403,
      ROLE,
    );
  });

  it('may not promote itself, move itself to a company, or switch itself off', async () => {
    for (const change of [{ role: 'ROOT' }, { companyId: otherCompany }, { isActive: false }])
      await expectRefused(
        server,
        () => send(platformUser, 'PATCH', users(platformUserId), change),
        403,
        RANK,
      );
  });

  it('may not deactivate, rename or demote ROOT', async () => {
    for (const change of [{ isActive: false }, { name: 'Nobody' }, { role: 'COMPANY_USER' }])
      await expectRefused(
        server,
        () => send(platformUser, 'PATCH', users(rootId), change),
        403,
        RANK,
      );
  });

  it('manages users below it: creates a company admin, then switches them off', async () => {
    const created = await send(
      platformUser,
      'POST',
      users(),
      newUser({ role: 'COMPANY_ADMIN', companyId: otherCompany }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: 'COMPANY_ADMIN', companyId: otherCompany });
    const edited = await send(platformUser, 'PATCH', users(Number(created.body.id)), {
      isActive: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.isActive).toBe(false);
  });
});

describe('a COMPANY_ADMIN', () => {
  it('may not create ROOT or a platform role', async () => {
    for (const role of ['ROOT', 'PLATFORM_USER'])
      await expectRefused(
        server,
        () => send(companyAdmin, 'POST', users(), newUser({ role })),
        403,
        ROLE,
      );
  });

  it('may not promote itself, nor move itself to another company or to none', async () => {
    await expectRefused(
      server,
      () => send(companyAdmin, 'PATCH', users(companyAdminId), { role: 'ROOT' }),
      403,
      RANK,
    );
    for (const companyId of [otherCompany, null]) {
      const body = await expectRefused(
        server,
        () => send(companyAdmin, 'PATCH', users(companyAdminId), { companyId }),
        403,
        COMPANY,
      );
      expect(body.errors).toEqual({ companyId: en(COMPANY) });
    }
  });

  it('does not find ROOT, nor another company’s users, to switch off', async () => {
    const stranger = await createStaff(server, root, {
      role: 'COMPANY_USER',
      companyId: otherCompany,
    });
    for (const id of [rootId, stranger.id])
      await expectRefused(
        server,
        () => send(companyAdmin, 'PATCH', users(id), { isActive: false }),
        404,
        'errors.http.404',
      );
  });

  it('may not create a user in another company, nor move its own user there', async () => {
    await expectRefused(
      server,
      () =>
        send(
          companyAdmin,
          'POST',
          users(),
          newUser({ role: 'COMPANY_USER', companyId: otherCompany }),
        ),
      403,
      COMPANY,
    );
    const own = await createStaff(server, root, { role: 'COMPANY_USER', companyId: ownCompany });
    await expectRefused(
      server,
      () => send(companyAdmin, 'PATCH', users(own.id), { companyId: otherCompany }),
      403,
      COMPANY,
    );
  });

  it('may not create another COMPANY_ADMIN (its own rank), nor a non-company role', async () => {
    await expectRefused(
      server,
      () => send(companyAdmin, 'POST', users(), newUser({ role: 'COMPANY_ADMIN' })),
      403,
      ROLE,
    );
    await expectRefused(
      server,
      () => send(companyAdmin, 'POST', users(), newUser({ role: 'CLIENT' })),
      403,
      COMPANY,
    );
  });

  it("manages its own company's users: creates one in its company, renames and switches them off", async () => {
    const created = await send(companyAdmin, 'POST', users(), newUser({ role: 'COMPANY_USER' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: 'COMPANY_USER', companyId: ownCompany });
    const edited = await send(companyAdmin, 'PATCH', users(Number(created.body.id)), {
      name: 'Renamed',
      isActive: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Renamed', isActive: false });
  });

  it('in a company role without a company, manages nobody', async () => {
    const token = await tokenOf(server, companyless('COMPANY_ADMIN'));
    await expectRefused(
      server,
      () => send(token, 'POST', users(), newUser({ role: 'COMPANY_USER' })),
      403,
      COMPANY,
    );
  });
});

describe('deleting and the top ranks', () => {
  it('refuses a PLATFORM_ADMIN deleting ROOT or another PLATFORM_ADMIN', async () => {
    const admin = await server.login('platform_admin');
    const peer = await createStaff(server, root, { role: 'PLATFORM_ADMIN' });
    for (const id of [rootId, peer.id])
      await expectRefused(server, () => send(admin, 'DELETE', users(id)), 403, RANK);
  });

  it('lets a PLATFORM_ADMIN delete a lower rank, and ROOT manage ROOT', async () => {
    const admin = await server.login('platform_admin');
    const lower = await createStaff(server, root, { role: 'PLATFORM_USER' });
    expect((await send(admin, 'DELETE', users(lower.id))).status).toBe(200);
    expect((await server.call(users(lower.id), { token: root })).status).toBe(404);
    const otherRoot = await createStaff(server, root, { role: 'ROOT' });
    const edited = await send(root, 'PATCH', users(otherRoot.id), { name: 'Second root' });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('Second root');
  });

  it('lets a PLATFORM_ROOT grant its own role at most', async () => {
    const platformRoot = await server.login('platform_root');
    const target = await createStaff(server, root, { role: 'PLATFORM_USER' });
    await expectRefused(
      server,
      () => send(platformRoot, 'PATCH', users(target.id), { role: 'ROOT' }),
      403,
      ROLE,
    );
    const granted = await send(platformRoot, 'PATCH', users(target.id), { role: 'PLATFORM_ADMIN' });
    expect(granted.status).toBe(200);
    expect(granted.body.role).toBe('PLATFORM_ADMIN');
  });
});
