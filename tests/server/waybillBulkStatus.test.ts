/**
 * POST /api/waybills/bulk-status over real HTTP: one status for selected rows and pasted tracking
 * numbers, a report per entry (changed, already there, not found, not allowed and why), every change in
 * one write (the changed waybills and nothing else, all at one moment), and the same role rule as
 * editing a waybill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceAccess, type Role } from '../../src/core/generated/access';
import { SIGN_IN_ROLES } from './helpers/signInRoles';
import { readStored, storedState } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

interface Report {
  results: {
    trackingNumber?: string;
    id?: Row['id'];
    outcome: string;
    from?: string;
    reason?: string;
  }[];
  counts: Record<'changed' | 'unchanged' | 'notFound' | 'notAllowed', number>;
}

const PATH = '/api/waybills/bulk-status';
let server: TestServer;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  server = await startTestServer();
  const logins = SIGN_IN_ROLES.map(async (role) =>
    tokens.set(role, await server.login(role.toLowerCase())),
  );
  await Promise.all(logins);
}, 60_000);
afterAll(() => server.stop());

const stored = async (): Promise<Row[]> => (await readStored(server)).waybills;
const storedOne = async (id: Row['id']) => (await stored()).find((row) => row.id === id) as Row;
/** Everything stored, as one text: unchanged means nothing was written. */
const storedNow = () => storedState(server);
const bulk = <T = Report>(role: Role, body: unknown, language = 'en') =>
  server.call<T>(PATH, { method: 'POST', token: tokens.get(role), body, language });

const used = new Set<Row['id']>();
async function waybillAt(status: string): Promise<Row> {
  const found = (await stored()).find((row) => row.status === status && !used.has(row.id));
  if (!found) throw new Error(`the demo data has no more waybills at ${status}`);
  used.add(found.id);
  return found;
}

describe('the report per entry', () => {
  it('changes what may change, in one write, and says what happened to every entry', async () => {
    const byNumber = await waybillAt('Osh');
    const byId = await waybillAt('Osh');
    const already = await waybillAt('Toshkent');
    const delivered = await waybillAt('Delivered');
    const waybillsBefore = await stored();
    const { status, body } = await bulk('PLATFORM_USER', {
      status: 'Toshkent',
      ids: [byId.id, 987654],
      trackingNumbers: [
        // Pasted by hand: any case, stray spaces.
        `  ${String(byNumber.trackingNumber).toLowerCase()} `,
        already.trackingNumber,
        delivered.trackingNumber,
        // Exact numbers only: a part of one matches nothing.
        String(already.trackingNumber).slice(0, 8),
        'NO-SUCH-TRACK-1',
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      results: [
        { trackingNumber: byId.trackingNumber, id: byId.id, outcome: 'changed', from: 'Osh' },
        { id: 987654, outcome: 'notFound' },
        {
          trackingNumber: byNumber.trackingNumber,
          id: byNumber.id,
          outcome: 'changed',
          from: 'Osh',
        },
        { trackingNumber: already.trackingNumber, id: already.id, outcome: 'unchanged' },
        {
          trackingNumber: delivered.trackingNumber,
          id: delivered.id,
          outcome: 'notAllowed',
          from: 'Delivered',
          reason: en('waybillOps.server.transitionNotAllowedNone', {
            from: en('enums.waybillStatus.Delivered'),
            to: en('enums.waybillStatus.Toshkent'),
          }),
        },
        { trackingNumber: String(already.trackingNumber).slice(0, 8), outcome: 'notFound' },
        { trackingNumber: 'NO-SUCH-TRACK-1', outcome: 'notFound' },
      ],
      counts: { changed: 2, unchanged: 1, notFound: 3, notAllowed: 1 },
    });

    // One write: the two changed waybills changed, at one moment, and no other waybill did.
    const changedIds = new Set([byId.id, byNumber.id]);
    const waybillsAfter = await stored();
    expect(waybillsAfter.filter((row) => !changedIds.has(row.id))).toEqual(
      waybillsBefore.filter((row) => !changedIds.has(row.id)),
    );
    const saved = await Promise.all([byId, byNumber].map((changed) => storedOne(changed.id)));
    for (const record of saved) {
      expect(record.status).toBe('Toshkent');
      expect((record.statusHistory as Row[]).at(-1)).toEqual({
        at: record.statusChangedAt,
        by: 'platform_user',
        from: 'Osh',
        to: 'Toshkent',
      });
    }
    expect(saved[0].statusChangedAt).toBe(saved[1].statusChangedAt);
    expect(saved[0].updatedAt).toBe(saved[1].updatedAt);
    expect(await storedOne(delivered.id)).toEqual(delivered);
    expect(await storedOne(already.id)).toEqual(already);
  });

  it('counts a waybill named twice once changed, then already there', async () => {
    const waybill = await waybillAt('Osh');
    const { body } = await bulk('ROOT', {
      status: 'Toshkent',
      ids: [String(waybill.id)],
      trackingNumbers: [waybill.trackingNumber],
    });
    expect(body.results.map((result) => result.outcome)).toEqual(['changed', 'unchanged']);
    expect(((await storedOne(waybill.id)).statusHistory as Row[]).length).toBe(
      (waybill.statusHistory as Row[]).length + 1,
    );
  });

  it('writes nothing when nothing may change', async () => {
    const delivered = await waybillAt('Delivered');
    const before = await storedNow();
    const { status, body } = await bulk('ROOT', {
      status: 'Yiwu',
      trackingNumbers: [delivered.trackingNumber, 'NO-SUCH-TRACK-2'],
    });
    expect(status).toBe(200);
    expect(body.counts).toEqual({ changed: 0, unchanged: 0, notFound: 1, notAllowed: 1 });
    expect((await storedNow()) === before).toBe(true);
  });
});

describe('what the endpoint refuses', () => {
  it('is allowed to the roles that may edit a waybill, and no other', async () => {
    const editors = resourceAccess.waybill.edit as readonly Role[];
    const before = await storedNow();
    const waybill = await waybillAt('Osh');
    for (const role of SIGN_IN_ROLES.filter((role) => !editors.includes(role))) {
      const { status, body } = await bulk<ErrorBody>(role, {
        status: 'Toshkent',
        ids: [waybill.id],
      });
      expect(status, role).toBe(403);
      expect(body).toEqual({ message: en('errors.http.403') });
    }
    expect((await storedNow()) === before).toBe(true);
    const { status } = await bulk('COMPANY_USER', { status: 'Toshkent', ids: [waybill.id] });
    expect(status).toBe(200);
  });

  it('answers 400 with the field at fault: status, an empty list, too many, a wrong list', async () => {
    const before = await storedNow();
    const tooMany = Array.from({ length: 5001 }, (_, i) => `TRACK-${i}`);
    const cases: [unknown, Record<string, string>][] = [
      [{ ids: [1] }, { status: en('validation.required') }],
      [{ status: 'Moon', ids: [1] }, { status: en('validation.oneOf') }],
      [{ status: 'Osh' }, { trackingNumbers: en('waybillOps.server.bulkEmpty') }],
      [
        { status: 'Osh', ids: [], trackingNumbers: ['  ', ''] },
        { trackingNumbers: en('waybillOps.server.bulkEmpty') },
      ],
      [
        { status: 'Osh', trackingNumbers: tooMany },
        { trackingNumbers: en('waybillOps.server.bulkTooMany', { max: 5000 }) },
      ],
      [{ status: 'Osh', trackingNumbers: 'YT123' }, { trackingNumbers: en('validation.pattern') }],
      [{ status: 'Osh', ids: [{ id: 1 }] }, { ids: en('validation.pattern') }],
    ];
    for (const [body, errors] of cases) {
      const answer = await bulk<ErrorBody>('ROOT', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toEqual({ message: en('validation.formFailed'), errors });
    }
    const inUzbek = await bulk<ErrorBody>('ROOT', { status: 'Osh' }, 'uz');
    expect(inUzbek.body.errors).toEqual({ trackingNumbers: uz('waybillOps.server.bulkEmpty') });
    expect((await storedNow()) === before).toBe(true);
  });
});
