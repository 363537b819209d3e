/**
 * Who changes a waybill's status, attacked through the edit form's PATCH and the bulk status
 * change: the road is the platform's (schema/enums.yaml `setBy`: a partner company only flags an
 * issue), the business actions among status changes (marking unlawful, clearing it, detaching
 * from the client, giving an owner back) are their element's roles' (schema/roles.yaml) by any
 * route, and a parcel's client goes only with the detach action. A refusal names the statuses
 * the caller may set instead, and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from './helpers/refusals';
import { readStored, storedState } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { Row } from './helpers/types';

let server: TestServer;
const tokens: Record<string, string> = {};
let companyId: unknown;
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['root', 'platform_user', 'platform_root', 'company_user'])
    tokens[name] = await server.login(name);
  const { users } = await readStored(server);
  companyId = users.find((user) => user.username === 'company_user')?.companyId;
}, 60_000);
afterAll(() => server.stop());

const used = new Set<Row['id']>();
/** Where a parcel may be marked unlawful or lose its owner: on the road to Tashkent. */
const ON_THE_ROAD = ['Warehouse', 'Yiwu', 'Ulugchat', 'Osh', 'Toshkent'];

/** A waybill on the road, with a client (of the company_user's company when `own`), each used once. */
async function waybillOnTheRoad(own = false): Promise<Row> {
  const found = (await readStored(server)).waybills.find(
    (row) =>
      ON_THE_ROAD.includes(String(row.status)) &&
      !used.has(row.id) &&
      row.clientId !== undefined &&
      (!own || row.companyId === companyId),
  );
  if (!found) throw new Error('the demo data has no more waybills on the road');
  used.add(found.id);
  return found;
}

const patch = (user: string, waybill: Row, body: Record<string, unknown>) =>
  server.call<Row>(`/api/waybills/${waybill.id}`, {
    method: 'PATCH',
    token: tokens[user],
    body: { ...body, version: waybill.version },
  });

describe("a company user's edit", () => {
  it('may not move its parcel along the road: the refusal names the one status it may set', async () => {
    const waybill = await waybillOnTheRoad(true);
    const next = { Warehouse: 'Yiwu', Yiwu: 'Ulugchat', Ulugchat: 'Osh', Osh: 'Toshkent' }[
      String(waybill.status)
    ];
    if (!next) throw new Error(`no road step after ${String(waybill.status)}`);
    const refused = await expectRefused(
      server,
      () => patch('company_user', waybill, { status: next }),
      403,
      'errors.http.403',
    );
    expect(refused.errors).toEqual({
      status: en('waybillOps.server.statusNotForRole', {
        from: en(`enums.waybillStatus.${String(waybill.status)}`),
        to: en(`enums.waybillStatus.${next}`),
        allowed: en('enums.waybillStatus.ISSUE'),
      }),
    });
    const before = await storedState(server);
    const bulk = await server.call<{ results: { outcome: string; reason?: string }[] }>(
      '/api/waybills/bulk-status',
      { method: 'POST', token: tokens.company_user, body: { status: next, ids: [waybill.id] } },
    );
    expect(bulk.body.results).toMatchObject([
      { outcome: 'notAllowed', reason: refused.errors?.status },
    ]);
    expect(await storedState(server)).toBe(before);
  });

  it('may flag an issue with its parcel, and the platform takes it back on the road', async () => {
    const waybill = await waybillOnTheRoad(true);
    const flagged = await patch('company_user', waybill, { status: 'ISSUE' });
    expect(flagged.status).toBe(200);
    expect(flagged.body).toMatchObject({ status: 'ISSUE', heldFrom: waybill.status });
    await expectRefused(
      server,
      () => patch('company_user', flagged.body, { status: waybill.status }),
      403,
      'errors.http.403',
    );
    const back = await patch('platform_user', flagged.body, { status: waybill.status });
    expect(back.status).toBe(200);
  });

  it('may not mark its parcel unlawful, by the form or by the bulk change', async () => {
    const waybill = await waybillOnTheRoad(true);
    await expectRefused(
      server,
      () => patch('company_user', waybill, { status: 'UN_LAWFUL' }),
      403,
      'errors.http.403',
    );
    const before = await storedState(server);
    const bulk = await server.call<{ results: { outcome: string }[] }>(
      '/api/waybills/bulk-status',
      {
        method: 'POST',
        token: tokens.company_user,
        body: { status: 'UN_LAWFUL', ids: [waybill.id] },
      },
    );
    expect(bulk.status).toBe(200);
    expect(bulk.body.results.map((result) => result.outcome)).toEqual(['notAllowed']);
    expect(await storedState(server)).toBe(before);
  });

  it('may not put its parcel on hold with no owner, nor take its client away', async () => {
    const waybill = await waybillOnTheRoad(true);
    const before = await storedState(server);
    const bulk = await server.call<{ results: { outcome: string }[] }>(
      '/api/waybills/bulk-status',
      {
        method: 'POST',
        token: tokens.company_user,
        body: { status: 'NO_CLIENT', ids: [waybill.id] },
      },
    );
    expect(bulk.body.results.map((result) => result.outcome)).toEqual(['notAllowed']);
    expect(await storedState(server)).toBe(before);
    const refused = await expectRefused(
      server,
      () => patch('company_user', waybill, { clientId: null }),
      400,
      'validation.formFailed',
    );
    expect(refused.errors).toEqual({ clientId: en('waybillOps.server.clientKeptUntilDetached') });
  });
});

describe('the unlawful list, by the form', () => {
  it('is entered and left by the unlawful roles only: the warehouse operator does both', async () => {
    const waybill = await waybillOnTheRoad(true);
    const marked = await patch('platform_user', waybill, { status: 'UN_LAWFUL' });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ status: 'UN_LAWFUL', heldFrom: waybill.status });
    // The company sees its parcel held, and may not clear it: the statuses it may set are none.
    const refused = await expectRefused(
      server,
      () => patch('company_user', marked.body, { status: waybill.status }),
      403,
      'errors.http.403',
    );
    expect(refused.errors).toEqual({
      status: en('waybillOps.server.statusNotForRoleNone', {
        from: en('enums.waybillStatus.UN_LAWFUL'),
        to: en(`enums.waybillStatus.${String(waybill.status)}`),
      }),
    });
    const cleared = await patch('platform_user', marked.body, { status: waybill.status });
    expect(cleared.status).toBe(200);
    expect(cleared.body.status).toBe(waybill.status);
  });
});

describe('the no-owner hold, by the form', () => {
  it('keeps no client: a parcel with one is detached, not edited into it', async () => {
    const waybill = await waybillOnTheRoad();
    const refused = await expectRefused(
      server,
      () => patch('root', waybill, { status: 'NO_CLIENT' }),
      400,
      'validation.formFailed',
    );
    expect(refused.errors).toEqual({ clientId: en('waybillOps.server.noClientKeepsNone') });
    const detached = await server.call<Row>(`/api/waybills/${waybill.id}/detach`, {
      method: 'POST',
      token: tokens.platform_root,
    });
    expect(detached.status).toBe(200);
    expect(detached.body).toMatchObject({ status: 'NO_CLIENT', heldFrom: waybill.status });
    expect(detached.body.clientId ?? null).toBeNull();
    const unowned = await expectRefused(
      server,
      () => patch('root', detached.body, { status: waybill.status }),
      400,
      'validation.formFailed',
    );
    expect(unowned.errors).toEqual({ clientId: en('validation.required') });
  });
});
