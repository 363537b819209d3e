/**
 * The business actions behind the element-level buttons, over real HTTP: a role of the element's
 * list changes the stored records as the action says and gets the updated record; every other
 * role gets 403 and nothing stored changes; a record whose state does not allow the action
 * gets a translated 400, a missing one 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_ACCESS, type Role } from '../../src/core/generated/access';
import { sumUsd } from '../../src/core/money/money';
import { SIGN_IN_ROLES } from './helpers/signInRoles';
import { canChange } from '../../src/core/rules/transitions';
import { readStored, storedState } from './helpers/storedData';
import { transitionRefusal } from './helpers/statusRefusals';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
const tokens = new Map<Role, string>();
/** Thirteen logins (scrypt) take a while on a busy machine. */
const LOGIN_TIMEOUT_MS = 60_000;
beforeAll(async () => {
  server = await startTestServer();
  const logins = SIGN_IN_ROLES.map(async (role) =>
    tokens.set(role, await server.login(role.toLowerCase())),
  );
  await Promise.all(logins);
}, LOGIN_TIMEOUT_MS);
afterAll(() => server.stop());

const token = (role: Role) => tokens.get(role) as string;
const stored = async (collection: string): Promise<Row[]> => (await readStored(server))[collection];
const storedOne = async (collection: string, id: Row['id']) =>
  (await stored(collection)).find((row) => row.id === id) as Row;
/** Everything stored, as one text: unchanged means nothing was written. */
const storedNow = () => storedState(server);

const post = <T = Row>(role: Role, path: string, body?: unknown) =>
  server.call<T>(path, { method: 'POST', token: token(role), body });

const userId = async (username: string) =>
  ((await stored('users')).find((user) => user.username === username) as Row).id;

/** Which roles the registry (schema/roles.yaml `elements`) lets through; the rest get 403. */
const deniedRoles = (element: string) =>
  SIGN_IN_ROLES.filter((role) => !(ELEMENT_ACCESS[element] as readonly Role[]).includes(role));

/** Every role outside the element's list gets 403, in its language, and nothing is written. */
async function expectRefusedToOthers(element: string, path: string, body?: unknown) {
  const before = await storedNow();
  for (const role of deniedRoles(element)) {
    const { status, body: answer } = await post<ErrorBody>(role, path, body);
    expect(status, `${role} ${path}`).toBe(403);
    expect(answer).toEqual({ message: en('errors.http.403') });
  }
  const inUzbek = await server.call<ErrorBody>(path, {
    method: 'POST',
    token: token(deniedRoles(element)[0]),
    body,
    language: 'uz',
  });
  expect(inUzbek.body).toEqual({ message: uz('errors.http.403') });
  expect((await storedNow()) === before).toBe(true);
}

/** A refused state: the translated message, and nothing written. */
async function expectStateRefused(role: Role, path: string, messageKey: string, body?: unknown) {
  const before = await storedNow();
  const { status, body: answer } = await post<ErrorBody>(role, path, body);
  expect(status, path).toBe(400);
  expect(answer.message).toBe(en(messageKey));
  expect((await storedNow()) === before).toBe(true);
}

async function expectNotFound(role: Role, path: string, body?: unknown) {
  const { status, body: answer } = await post<ErrorBody>(role, path, body);
  expect(status, path).toBe(404);
  expect(answer).toEqual({ message: en('errors.http.404') });
}

const waybillWhere = async (test: (row: Row) => boolean) => {
  const found = (await stored('waybills')).find(test);
  if (!found) throw new Error('the demo data has no such waybill');
  return found;
};
const owned = (row: Row) => row.clientId != null && row.status !== 'UN_LAWFUL';
/** An owned waybill whose status may change to `status` (schema/enums.yaml). */
const mayEnter = (status: string) => (row: Row) =>
  owned(row) && canChange('waybillStatus', String(row.status), status);

type HistoryEntry = { at: string; by: string; from?: string; to: string };
const historyOf = (row: Row) => (row.statusHistory ?? []) as HistoryEntry[];
const lastChange = (row: Row) => historyOf(row).at(-1);

/**
 * A transition the table does not allow: 400, "not allowed" with both statuses named on `status`
 * in the caller's language, and those ROOT may change it to instead (`allowed`), and nothing
 * written.
 */
async function expectTransitionRefused(
  path: string,
  from: string,
  to: string,
  allowed: readonly string[],
  body?: unknown,
) {
  const before = await storedNow();
  for (const [language, t] of [
    ['en', en],
    ['uz', uz],
  ] as const) {
    const answer = await server.call<ErrorBody>(path, {
      method: 'POST',
      token: token('ROOT'),
      body,
      language,
    });
    expect(answer.status, path).toBe(400);
    expect(answer.body).toEqual(transitionRefusal(t, from, to, allowed));
  }
  expect((await storedNow()) === before).toBe(true);
}

describe('the element lists the test relies on (schema/roles.yaml)', () => {
  it('names the buttons and the roles that see them, ROOT and PLATFORM_ADMIN always', () => {
    const always: Role[] = ['ROOT', 'PLATFORM_ADMIN'];
    const table: Record<string, Role[]> = {
      assignOwner: [...always, 'PLATFORM_ROOT', 'PLATFORM_USER'],
      detachTrack: [...always, 'PLATFORM_ROOT', 'PLATFORM_USER'],
      addUnlawful: [...always, 'PLATFORM_ROOT', 'PLATFORM_USER'],
      removeUnlawful: [...always, 'PLATFORM_ROOT', 'PLATFORM_USER'],
      approvePrice: [...always, 'PLATFORM_ROOT', 'PLATFORM_FINANCE'],
      withdrawPrice: [...always, 'PLATFORM_ROOT'],
      payCashback: [...always, 'PLATFORM_ROOT', 'MARKETING_ADMIN'],
    };
    for (const [element, roles] of Object.entries(table)) {
      expect([...ELEMENT_ACCESS[element]].sort(), element).toEqual(roles.sort());
    }
  });
});

describe('POST /api/waybills/:id/assign-owner (assignOwner)', () => {
  it('gives an unclaimed parcel its client and the client company; it waits at the warehouse', async () => {
    const waybill = await waybillWhere((row) => row.status === 'NO_CLIENT');
    const client = (await stored('clients')).find((row) => row.companyId != null) as Row;
    const path = `/api/waybills/${waybill.id}/assign-owner`;
    await expectRefusedToOthers('assignOwner', path, { clientId: client.id });

    const { status, body } = await post('PLATFORM_USER', path, { clientId: client.id });
    expect(status).toBe(200);
    const saved = await storedOne('waybills', waybill.id);
    expect(saved).toMatchObject({
      clientId: client.id,
      companyId: client.companyId,
      status: 'Warehouse',
    });
    expect(saved.updatedAt).not.toBe(waybill.updatedAt);
    expect(body).toEqual(saved);
  });

  it('refuses a parcel that has an owner, a missing client, and an unknown waybill', async () => {
    const waybill = await waybillWhere(owned);
    const client = (await stored('clients'))[0];
    await expectStateRefused(
      'PLATFORM_USER',
      `/api/waybills/${waybill.id}/assign-owner`,
      'recordActions.errors.notNoClient',
      { clientId: client.id },
    );

    const unclaimed = await waybillWhere((row) => row.status === 'NO_CLIENT');
    const before = await storedNow();
    for (const [body, error] of [
      [{}, 'validation.required'],
      [{ clientId: 987654 }, 'validation.reference'],
    ] as const) {
      const answer = await post<ErrorBody>(
        'PLATFORM_USER',
        `/api/waybills/${unclaimed.id}/assign-owner`,
        body,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: en('validation.formFailed'),
        errors: { clientId: en(error) },
      });
    }
    expect((await storedNow()) === before).toBe(true);

    await expectNotFound('PLATFORM_USER', '/api/waybills/987654/assign-owner', {
      clientId: client.id,
    });
  });
});

describe('POST /api/waybills/:id/detach (detachTrack)', () => {
  it('unlinks the client and its company; assigning an owner again restores the status', async () => {
    const waybill = await waybillWhere(mayEnter('NO_CLIENT'));
    const path = `/api/waybills/${waybill.id}/detach`;
    await expectRefusedToOthers('detachTrack', path);

    // The warehouse operator, who gives unclaimed parcels their owner, takes a wrong one away.
    const { status, body } = await post('PLATFORM_USER', path);
    expect(status).toBe(200);
    const detached = await storedOne('waybills', waybill.id);
    expect(detached).toMatchObject({ status: 'NO_CLIENT', heldFrom: waybill.status });
    // Blank: a field without a value is left out of the record (server/db/rowCodec.ts).
    expect(detached.clientId ?? null).toBeNull();
    expect(detached.companyId ?? null).toBeNull();
    expect(lastChange(detached)).toEqual({
      at: detached.statusChangedAt,
      by: 'platform_user',
      from: waybill.status,
      to: 'NO_CLIENT',
    });
    expect(body).toEqual(detached);

    const client = (await stored('clients'))[1];
    const assigned = await post('ROOT', `/api/waybills/${waybill.id}/assign-owner`, {
      clientId: client.id,
    });
    expect(assigned.status).toBe(200);
    const saved = await storedOne('waybills', waybill.id);
    expect(saved).toMatchObject({ clientId: client.id, status: waybill.status });
    expect('heldFrom' in saved).toBe(false);
    expect(lastChange(saved)).toMatchObject({ by: 'root', from: 'NO_CLIENT', to: waybill.status });
    expect(historyOf(saved)).toHaveLength(historyOf(waybill).length + 2);
  });

  it('refuses a parcel without a client, an unlawful one, and an unknown waybill', async () => {
    const unclaimed = await waybillWhere((row) => row.clientId == null);
    await expectStateRefused(
      'PLATFORM_ROOT',
      `/api/waybills/${unclaimed.id}/detach`,
      'recordActions.errors.noClient',
    );
    const unlawful = await waybillWhere(
      (row) => row.status === 'UN_LAWFUL' && row.clientId != null,
    );
    await expectStateRefused(
      'PLATFORM_ROOT',
      `/api/waybills/${unlawful.id}/detach`,
      'recordActions.errors.unlawfulLocked',
    );
    await expectNotFound('PLATFORM_ROOT', '/api/waybills/987654/detach');
  });

  it('refuses a parcel whose status may not become NO_CLIENT, naming both statuses', async () => {
    const delivered = await waybillWhere(
      (row) => row.status === 'Delivered' && row.clientId != null,
    );
    await expectTransitionRefused(
      `/api/waybills/${delivered.id}/detach`,
      'Delivered',
      'NO_CLIENT',
      [],
    );
  });
});

describe('POST /api/waybills/unlawful and /api/waybills/:id/remove-unlawful', () => {
  it('marks a tracking number unlawful and, removed again, it goes back to its status', async () => {
    const waybill = await waybillWhere(mayEnter('UN_LAWFUL'));
    // Typed by hand: any case, stray spaces.
    const typed = ` ${String(waybill.trackingNumber).toLowerCase()} `;
    await expectRefusedToOthers('addUnlawful', '/api/waybills/unlawful', {
      trackingNumber: typed,
    });

    const marked = await post('PLATFORM_USER', '/api/waybills/unlawful', { trackingNumber: typed });
    expect(marked.status).toBe(200);
    const saved = await storedOne('waybills', waybill.id);
    expect(saved).toMatchObject({ status: 'UN_LAWFUL', heldFrom: waybill.status });
    expect(lastChange(saved)).toMatchObject({ by: 'platform_user', to: 'UN_LAWFUL' });
    expect(marked.body).toEqual(saved);

    // The warehouse operator who marked it takes it off again (a mistake, or the item removed).
    const removePath = `/api/waybills/${waybill.id}/remove-unlawful`;
    await expectRefusedToOthers('removeUnlawful', removePath);
    const removed = await post('PLATFORM_USER', removePath);
    expect(removed.status).toBe(200);
    const back = await storedOne('waybills', waybill.id);
    expect(back.status).toBe(waybill.status);
    expect('heldFrom' in back).toBe(false);
    expect(lastChange(back)).toMatchObject({ from: 'UN_LAWFUL', to: waybill.status });
    expect(removed.body).toEqual(back);
  });

  it('moves a parcel held unlawful at the China warehouse back there', async () => {
    const unlawful = await waybillWhere((row) => row.status === 'UN_LAWFUL');
    expect(unlawful.heldFrom).toBe('Warehouse');
    const { status, body } = await post<Row>(
      'PLATFORM_ROOT',
      `/api/waybills/${unlawful.id}/remove-unlawful`,
    );
    expect(status).toBe(200);
    expect(body.status).toBe('Warehouse');
    expect((await storedOne('waybills', unlawful.id)).status).toBe('Warehouse');
  });

  it('refuses what is already unlawful, an unknown or empty tracking number', async () => {
    const waybill = await waybillWhere(mayEnter('UN_LAWFUL'));
    expect(
      (await post('ROOT', '/api/waybills/unlawful', { trackingNumber: waybill.trackingNumber }))
        .status,
    ).toBe(200);
    await expectStateRefused(
      'PLATFORM_USER',
      '/api/waybills/unlawful',
      'recordActions.errors.alreadyUnlawful',
      { trackingNumber: waybill.trackingNumber },
    );

    const before = await storedNow();
    const unknown = await post<ErrorBody>('PLATFORM_USER', '/api/waybills/unlawful', {
      trackingNumber: 'NO-SUCH-TRACK-1',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      message: en('recordActions.errors.trackingNotFound'),
      errors: { trackingNumber: en('recordActions.errors.trackingNotFound') },
    });
    const empty = await post<ErrorBody>('PLATFORM_USER', '/api/waybills/unlawful', {
      trackingNumber: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: en('validation.formFailed'),
      errors: { trackingNumber: en('validation.required') },
    });
    expect((await storedNow()) === before).toBe(true);
  });

  it('refuses a parcel that has left Tashkent for its client, naming both statuses', async () => {
    const approaching = await waybillWhere((row) => row.status === 'Approaching');
    await expectTransitionRefused(
      '/api/waybills/unlawful',
      'Approaching',
      'UN_LAWFUL',
      ['DropZone', 'CourierGave', 'NO_CLIENT', 'ISSUE', 'DAMAGED', 'RETURNED'],
      { trackingNumber: approaching.trackingNumber },
    );
  });

  it('refuses to remove a parcel that is not unlawful, and an unknown waybill', async () => {
    const waybill = await waybillWhere(owned);
    await expectStateRefused(
      'PLATFORM_ROOT',
      `/api/waybills/${waybill.id}/remove-unlawful`,
      'recordActions.errors.notUnlawful',
    );
    await expectNotFound('PLATFORM_ROOT', '/api/waybills/987654/remove-unlawful');
  });
});

describe('price changes: request, approve, reject, withdraw', () => {
  const requested = new Set<Row['id']>();
  /**
   * A new request through the generic create, as the settle screen makes it, on a waybill whose
   * price may change (neither paid nor on a bill) and with no request waiting.
   */
  async function requestPriceChange(newPrice: number, by: Role = 'PLATFORM_FINANCE'): Promise<Row> {
    const waiting = new Set(
      (await stored('price-changes')).filter((c) => c.status === 'PENDING').map((c) => c.waybillId),
    );
    const waybill = await waybillWhere(
      (row) =>
        owned(row) &&
        typeof row.finalFreight === 'number' &&
        row.payStatus !== 'PAID' &&
        row.billId == null &&
        !waiting.has(row.id) &&
        !requested.has(row.id),
    );
    requested.add(waybill.id);
    const { status, body } = await server.call<Row>('/api/price-changes', {
      method: 'POST',
      token: token(by),
      body: {
        waybillId: waybill.id,
        newPrice,
        reason: 'Agreed with the client',
      },
    });
    expect(status).toBe(201);
    return body;
  }

  it('a new request is PENDING, by its author, replacing the waybill final freight', async () => {
    const request = await requestPriceChange(12.5);
    const waybill = await storedOne('waybills', request.waybillId as number);
    expect(request).toMatchObject({
      status: 'PENDING',
      requestedBy: await userId('platform_finance'),
      oldPrice: waybill.finalFreight,
      newPrice: 12.5,
    });
    expect(await storedOne('price-changes', request.id)).toEqual(request);
  });

  it('a request cannot approve itself: a status in the body is refused, nothing stored', async () => {
    const waybill = await waybillWhere((row) => owned(row) && typeof row.finalFreight === 'number');
    const before = await storedState(server);
    const { status, body } = await server.call<ErrorBody>('/api/price-changes', {
      method: 'POST',
      token: token('PLATFORM_FINANCE'),
      body: { waybillId: waybill.id, newPrice: 1, reason: 'Forged', status: 'APPROVED' },
    });
    expect(status).toBe(403);
    expect(body.errors).toEqual({ status: en('authority.fieldNotWritable') });
    expect(await storedState(server)).toBe(before);
  });

  it('approve: decided once, and the waybill takes the new price', async () => {
    const request = await requestPriceChange(9.75);
    const path = `/api/price-changes/${request.id}/approve`;
    await expectRefusedToOthers('approvePrice', path);

    const { status, body } = await post('PLATFORM_ROOT', path);
    expect(status).toBe(200);
    const decided = await storedOne('price-changes', request.id);
    expect(decided).toMatchObject({ status: 'APPROVED', decidedBy: await userId('platform_root') });
    expect(Date.parse(String(decided.decidedAt))).not.toBeNaN();
    expect(body).toEqual(decided);
    expect(await storedOne('waybills', request.waybillId as number)).toMatchObject({
      changePrice: 9.75,
      finalFreight: 9.75,
    });

    await expectStateRefused('PLATFORM_ROOT', path, 'recordActions.errors.alreadyDecided');
    await expectStateRefused(
      'PLATFORM_ROOT',
      `/api/price-changes/${request.id}/reject`,
      'recordActions.errors.alreadyDecided',
      { rejectReason: 'Too late' },
    );
    await expectNotFound('PLATFORM_ROOT', '/api/price-changes/987654/approve');
  });

  it('reject: decided, the waybill keeps its price', async () => {
    const request = await requestPriceChange(1.25);
    const waybillBefore = await storedOne('waybills', request.waybillId as number);
    const path = `/api/price-changes/${request.id}/reject`;
    await expectRefusedToOthers('approvePrice', path);

    const { status } = await post('PLATFORM_ADMIN', path, { rejectReason: 'Not agreed' });
    expect(status).toBe(200);
    expect(await storedOne('price-changes', request.id)).toMatchObject({
      status: 'REJECTED',
      decidedBy: await userId('platform_admin'),
      rejectReason: 'Not agreed',
    });
    const waybillAfter = await storedOne('waybills', request.waybillId as number);
    expect(waybillAfter.finalFreight).toBe(waybillBefore.finalFreight);
    expect(waybillAfter.changePrice).toBe(waybillBefore.changePrice);
  });

  it('withdraw (an action) needs the withdrawPrice element, or to be the requester; a pending request is deleted', async () => {
    const request = await requestPriceChange(3, 'ROOT');
    const path = `/api/price-changes/${request.id}/withdraw`;
    await expectRefusedToOthers('withdrawPrice', path);
    const deleted = await server.call(`/api/price-changes/${request.id}`, {
      method: 'DELETE',
      token: token('PLATFORM_ROOT'),
    });
    expect(deleted.status).toBe(403);

    const { status, body } = await post('PLATFORM_ROOT', path);
    expect(status).toBe(200);
    expect(body).toEqual(request);
    expect((await stored('price-changes')).some((row) => row.id === request.id)).toBe(false);

    // Finance has no withdrawPrice element: its own request it may withdraw.
    const own = await requestPriceChange(4);
    const withdrawn = await post('PLATFORM_FINANCE', `/api/price-changes/${own.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect((await stored('price-changes')).some((row) => row.id === own.id)).toBe(false);
  });
});

describe('POST /api/promo-codes/:id/pay-cashback (payCashback)', () => {
  const card = { cardNumber: '4111111111111111' };

  it('pays what is due to a card: nothing left to pay, the paid total grows; then nothing is due', async () => {
    const promoCode = (await stored('promo-codes')).find(
      (row) => Number(row.cashbackToPay) > 0,
    ) as Row;
    const path = `/api/promo-codes/${promoCode.id}/pay-cashback`;
    await expectRefusedToOthers('payCashback', path, card);

    const { status, body } = await post('MARKETING_ADMIN', path, card);
    expect(status).toBe(200);
    const saved = await storedOne('promo-codes', promoCode.id);
    expect(saved).toMatchObject({
      cashbackToPay: 0,
      cashbackPaid: sumUsd([promoCode.cashbackPaid as number, promoCode.cashbackToPay as number]),
    });
    expect(body).toEqual(saved);

    await expectStateRefused('MARKETING_ADMIN', path, 'recordActions.errors.nothingDue', card);
    await expectNotFound('MARKETING_ADMIN', '/api/promo-codes/987654/pay-cashback', card);
  });

  it("keeps the cashback figures when an edit form replaces the promo code's writable fields", async () => {
    const promoCode = (await stored('promo-codes')).find(
      (row) => Number(row.cashbackPaid) > 0,
    ) as Row;
    const { code, ownerId, cashbackPrice, cashbackAccrued, cashbackPaid, cashbackToPay } =
      promoCode;
    const replaced = await server.call<Row>(`/api/promo-codes/${promoCode.id}`, {
      method: 'PUT',
      token: token('MARKETING_ADMIN'),
      body: { code, ownerId, cashbackPrice, isActive: false },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      isActive: false,
      cashbackAccrued,
      cashbackPaid,
      cashbackToPay,
    });
  });
});
