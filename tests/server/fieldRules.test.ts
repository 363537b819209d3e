/**
 * Field write rules (schema `writtenBy`) attacked over HTTP: money and payment fields, a
 * waybill's bill and company, server-set fields and keys the registry does not describe, and
 * passwords. Each change is a 403 naming the field, in the caller's language, with nothing
 * stored; a field sent back unchanged (an edit form sends the whole record) is let through, and
 * the roles the registry names still write what they may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, search } from './helpers/refusals';
import { createStaff, signIn, STAFF_PASSWORD } from './helpers/staffAccounts';
import { readStored } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

const NOT_WRITABLE = 'authority.fieldNotWritable';

let server: TestServer;
let root: string;
let companyUser: string;
let platformUser: string;
/** A waybill of the company user's own company, with its money figures. */
let ownWaybill: Row;

beforeAll(async () => {
  server = await startTestServer();
  [root, companyUser, platformUser] = await Promise.all(
    ['root', 'company_user', 'platform_user'].map((name) => server.login(name)),
  );
  const { body } = await server.call<Row[]>(
    `/api/waybills?s=${search({ finalFreight_exists: true })}&range=[0,0]`,
    { token: companyUser },
  );
  ownWaybill = body[0];
});
afterAll(() => server.stop());

const patch = (token: string, path: string, body: unknown, language = 'en') =>
  server.call<Row & ErrorBody>(path, { method: 'PATCH', token, body, language });
const put = (token: string, path: string, body: unknown) =>
  server.call<Row & ErrorBody>(path, { method: 'PUT', token, body });
const post = (token: string, path: string, body: unknown) =>
  server.call<Row & ErrorBody>(path, { method: 'POST', token, body });
const waybillPath = (waybill: Row) => `/api/waybills/${waybill.id}`;
const current = async (waybill: Row) =>
  (await server.call<Row>(waybillPath(waybill), { token: root })).body;

describe('money and payment fields', () => {
  it('refuses a company user marking its parcel PAID for 0, naming both fields', async () => {
    const body = await expectRefused(
      server,
      () => patch(companyUser, waybillPath(ownWaybill), { payStatus: 'PAID', payAmount: 0 }),
      403,
      NOT_WRITABLE,
    );
    expect(body.errors).toEqual({ payStatus: en(NOT_WRITABLE), payAmount: en(NOT_WRITABLE) });
  });

  it('answers in the caller language', async () => {
    const { status, body } = await patch(
      companyUser,
      waybillPath(ownWaybill),
      { payStatus: 'PAID' },
      'uz',
    );
    expect(status).toBe(403);
    expect(body.message).toBe(uz(NOT_WRITABLE));
    expect(body.message).not.toBe(en(NOT_WRITABLE));
  });

  it('refuses every money, payment and bill field through CRUD, to ROOT as well', async () => {
    const attempts: Record<string, unknown> = {
      freight: 0,
      surcharge: 0,
      originFreight: 0,
      finalFreightSom: 0,
      payStatus: 'PAID',
      payAmount: 0,
      payAt: '2026-01-01T00:00:00.000Z',
      paymentMethod: 2,
      paymentType: 'DISCOUNT',
      // The approved price is the price approval's to write, the bill the bill's.
      changePrice: 0,
      finalFreight: 0,
      billId: 1,
    };
    for (const [field, value] of Object.entries(attempts)) {
      const body = await expectRefused(
        server,
        () => patch(root, waybillPath(ownWaybill), { comment: 'sneaked in', [field]: value }),
        403,
        NOT_WRITABLE,
      );
      expect(body.errors, field).toEqual({ [field]: en(NOT_WRITABLE) });
    }
  });

  it('refuses a replace that changes a money field, and names only that field', async () => {
    const stored = await current(ownWaybill);
    const body = await expectRefused(
      server,
      () => put(companyUser, waybillPath(ownWaybill), { ...stored, finalFreight: 0, comment: 'x' }),
      403,
      NOT_WRITABLE,
    );
    expect(body.errors).toEqual({ finalFreight: en(NOT_WRITABLE) });
  });

  it('takes the whole record sent back unchanged (an edit form), and changes only the rest', async () => {
    const stored = await current(ownWaybill);
    const { status, body } = await put(companyUser, waybillPath(ownWaybill), {
      ...stored,
      comment: 'edited through the form',
    });
    expect(status).toBe(200);
    expect(body.comment).toBe('edited through the form');
    for (const field of ['freight', 'finalFreight', 'payStatus', 'companyId', 'statusHistory'])
      expect(body[field], field).toEqual(stored[field]);
  });

  it('keeps money fields a replace does not send: it cannot clear them either', async () => {
    const stored = await current(ownWaybill);
    // The weight and owner go back as they are: the freight is priced from them (a replace that
    // drops the weight leaves nothing to price, so the freight goes blank by the freight rule).
    const { status, body } = await put(companyUser, waybillPath(ownWaybill), {
      trackingNumber: stored.trackingNumber,
      status: stored.status,
      weight: stored.weight,
      clientId: stored.clientId,
    });
    expect(status).toBe(200);
    for (const field of [
      'freight',
      'originFreight',
      'finalFreight',
      'finalFreightSom',
      'freightPricedAt',
      'payStatus',
      'companyId',
    ])
      expect(body[field], field).toEqual(stored[field]);
  });

  it('refuses a new waybill born PAID, and creates a plain one unpaid', async () => {
    await expectRefused(
      server,
      () =>
        post(platformUser, '/api/waybills', { trackingNumber: 'FIELD-PAID-1', payStatus: 'PAID' }),
      403,
      NOT_WRITABLE,
    );
    const { status, body } = await post(platformUser, '/api/waybills', {
      trackingNumber: 'FIELD-PLAIN-1',
    });
    expect(status).toBe(201);
    expect(body.payStatus).not.toBe('PAID');
    expect(body.payAmount).toBeUndefined();
    expect(body.finalFreight).toBeUndefined();
  });
});

describe("a waybill's company", () => {
  it('is refused to a company user, to another company or to none', async () => {
    for (const companyId of [2, null]) {
      const body = await expectRefused(
        server,
        () => patch(companyUser, waybillPath(ownWaybill), { companyId }),
        403,
        'authority.otherCompany',
      );
      expect(body.errors).toEqual({ companyId: en('authority.otherCompany') });
    }
  });

  it('is moved by a platform role', async () => {
    const { body: created } = await post(platformUser, '/api/waybills', {
      trackingNumber: 'FIELD-MOVED-1',
      companyId: 1,
    });
    const { status, body } = await patch(platformUser, waybillPath(created), { companyId: 2 });
    expect(status).toBe(200);
    expect(body.companyId).toBe(2);
  });
});

describe('server-set fields and keys the registry does not describe', () => {
  it('refuses them on create and on edit, naming each', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/waybills', { createdAt: '2020-01-01T00:00:00.000Z' }, 'createdAt'],
      [
        '/api/waybills',
        { statusHistory: [{ at: '2020-01-01', by: 'root', to: 'Delivered' }] },
        'statusHistory',
      ],
      ['/api/waybills', { wayStatus: 'DELIVERED' }, 'wayStatus'],
      ['/api/waybills', { id: 5 }, 'id'],
    ];
    for (const [path, extra, field] of cases) {
      const body = await expectRefused(
        server,
        () => post(platformUser, path, { trackingNumber: 'FIELD-SERVER-1', ...extra }),
        403,
        NOT_WRITABLE,
      );
      expect(body.errors, field).toEqual({ [field]: en(NOT_WRITABLE) });
    }
    for (const key of ['statusHistory', 'statusBeforeUnlawful', 'id', 'constructor', 'toString']) {
      const body = await expectRefused(
        server,
        () => patch(root, waybillPath(ownWaybill), { [key]: { forged: true } }),
        403,
        NOT_WRITABLE,
      );
      expect(body.errors, key).toEqual({ [key]: en(NOT_WRITABLE) });
    }
  });
});

describe('passwords', () => {
  it('are never changed through PATCH or PUT of a user, even by ROOT', async () => {
    const staff = await createStaff(server, root, { role: 'PLATFORM_USER' });
    const path = `/api/users/${staff.id}`;
    const { body: stored } = await server.call<Row>(path, { token: root });
    for (const send of [
      () => patch(root, path, { password: 'taken0ver1' }),
      () => put(root, path, { ...stored, password: 'taken0ver1' }),
      () => patch(root, path, { passwordHash: 'forged' }),
    ]) {
      const body = await expectRefused(server, send, 403, NOT_WRITABLE);
      expect(Object.keys(body.errors ?? {})).toHaveLength(1);
    }
    expect((await signIn(server, staff.username, STAFF_PASSWORD)).status).toBe(200);
    expect((await signIn(server, staff.username, 'taken0ver1')).status).not.toBe(200);
  });

  it('are given when a user is created, and stored only as a hash', async () => {
    const staff = await createStaff(server, root, { role: 'COMPANY_USER', companyId: 1 });
    expect((await signIn(server, staff.username, STAFF_PASSWORD)).status).toBe(200);
    const { body } = await server.call<Row>(`/api/users/${staff.id}`, { token: root });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('passwordHash');
    const user = (await readStored(server)).users.find((row) => row.id === staff.id);
    expect(user?.password).toBeUndefined();
    expect(String(user?.passwordHash)).not.toContain(STAFF_PASSWORD);
  });
});
