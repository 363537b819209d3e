/**
 * A client's passport number is for the roles the registry names (client.yaml `readBy`: the
 * platform group and COMPANY_ADMIN), over real HTTP: MARKETING_ADMIN, who opens the clients and
 * the referral lists, gets no passport number in a list, a record, an answer to its own write or
 * a record's history; it cannot find one by filter, `_exists`, sort or `q`, nor write one, and an
 * edit form sent back as read keeps the stored number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, search } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let marketing: string;
let platform: string;
beforeAll(async () => {
  server = await startTestServer();
  [marketing, platform] = await Promise.all([
    server.login('marketing_admin'),
    server.login('platform_admin'),
  ]);
}, 60_000);
afterAll(() => server.stop());

const get = <T = Row[]>(path: string, token: string) => server.call<T>(path, { token });
const storedClients = async () => (await readStored(server)).clients;

/** A referred client with a passport number: one the referral list shows. */
async function referredWithPassport(): Promise<Row> {
  const client = (await storedClients()).find(
    (row) => typeof row.passportNumber === 'string' && row.promoCodeId != null,
  );
  if (!client) throw new Error('the demo data has no referred client with a passport');
  return client;
}

describe('reading', () => {
  it('the referral list and a client page show marketing no passport number; the platform sees it', async () => {
    const client = await referredWithPassport();
    const referrals = await get(
      `/api/clients?s=${search({ promoCodeId_exists: true })}`,
      marketing,
    );
    expect(referrals.status).toBe(200);
    expect(referrals.body.length).toBeGreaterThan(0);
    expect(referrals.body.some((row) => 'passportNumber' in row)).toBe(false);
    const shown = await get<Row>(`/api/clients/${client.id}`, marketing);
    expect(shown.status).toBe(200);
    expect(shown.body).not.toHaveProperty('passportNumber');
    expect(shown.body.clientCode).toBe(client.clientCode);

    const full = await get<Row>(`/api/clients/${client.id}`, platform);
    expect(full.body.passportNumber).toBe(client.passportNumber);
  });

  it('marketing cannot find a client by its passport number, in any way', async () => {
    const { passportNumber } = await referredWithPassport();
    for (const s of [{ passportNumber }, { passportNumber_exists: true }]) {
      const refused = await expectRefused(
        server,
        () => get(`/api/clients?s=${search(s)}`, marketing),
        403,
        'authority.fieldNotReadable',
      );
      const [key] = Object.keys(s);
      expect(refused.errors).toEqual({ [key]: en('authority.fieldNotReadable') });
    }
    const sorted = await get<ErrorBody>(
      `/api/clients?sort=${search(['passportNumber', 'ASC'])}`,
      marketing,
    );
    expect(sorted.status).toBe(400);
    expect(Object.keys(sorted.body.errors ?? {})).toEqual(['sort']);
    // The full list's text search looks through the other columns only.
    const q = `/api/clients?s=${search({ q: passportNumber })}`;
    expect((await get(q, platform)).body.length).toBeGreaterThan(0);
    const found = await get(q, marketing);
    expect(found.status).toBe(200);
    expect(found.body).toEqual([]);
  });
});

describe('writing', () => {
  it('marketing may not give or change a passport number, nor clear it by sending the record back', async () => {
    const client = await referredWithPassport();
    const path = `/api/clients/${client.id}`;
    const changed = await expectRefused(
      server,
      () =>
        server.call(path, {
          method: 'PATCH',
          token: marketing,
          body: { passportNumber: 'AB1234567', version: client.version },
        }),
      403,
      'authority.fieldNotWritable',
    );
    expect(changed.errors).toEqual({ passportNumber: en('authority.fieldNotWritable') });
    await expectRefused(
      server,
      () =>
        server.call('/api/clients', {
          method: 'POST',
          token: marketing,
          body: { clientCode: 'MKT-NEW-1', phone: '+998901112233', passportNumber: 'AB7654321' },
        }),
      403,
      'authority.fieldNotWritable',
    );

    // The edit form sends the record as it read it: without the number, which stays stored.
    const { body: read } = await get<Row>(path, marketing);
    const edited = await server.call<Row>(path, {
      method: 'PUT',
      token: marketing,
      body: { ...read, nickname: 'Edited by marketing' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).not.toHaveProperty('passportNumber');
    const stored = (await storedClients()).find((row) => row.id === client.id) as Row;
    expect(stored).toMatchObject({
      nickname: 'Edited by marketing',
      passportNumber: client.passportNumber,
    });
  });

  it("a record's history shows marketing no passport number, before or after", async () => {
    const client = await referredWithPassport();
    const path = `/api/clients/${client.id}`;
    const current = (await storedClients()).find((row) => row.id === client.id) as Row;
    const renumbered = await server.call<Row>(path, {
      method: 'PATCH',
      token: platform,
      body: { passportNumber: 'AC1112223', nickname: 'Renumbered', version: current.version },
    });
    expect(renumbered.status).toBe(200);

    type Entry = { changes: Record<string, unknown> };
    const history = async (token: string) =>
      (await get<Entry[]>(`${path}/history`, token)).body[0].changes;
    expect(await history(platform)).toMatchObject({
      passportNumber: { before: client.passportNumber, after: 'AC1112223' },
    });
    const seen = await history(marketing);
    expect(seen).toHaveProperty('nickname');
    expect(seen).not.toHaveProperty('passportNumber');
  });
});
