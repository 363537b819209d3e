/**
 * Waybill status changes through the edit form's endpoints (POST, PUT, PATCH), over real HTTP:
 * an allowed change is dated, attributed and appended to the history; a change the transition
 * table (schema/enums.yaml) does not allow is refused with both statuses named and those it may
 * go to instead, in the caller's language, and nothing is written; holds go back to the status they were entered from; the
 * issue fields and the 500-character comments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/core/generated/registry';
import { createTranslator } from '../../src/i18n';
import { readStored, storedState } from './helpers/storedData';
import { transitionRefusal } from './helpers/statusRefusals';
import { demoDataText, startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let platformUser: string;
beforeAll(async () => {
  server = await startTestServer();
  [root, platformUser] = await Promise.all([server.login('root'), server.login('platform_user')]);
}, 60_000);
afterAll(() => server.stop());

type HistoryEntry = { at: string; by: string; from?: string; to: string };
const historyOf = (row: Row) => (row.statusHistory ?? []) as HistoryEntry[];
const stored = async (collection: string): Promise<Row[]> => (await readStored(server))[collection];
const storedOne = async (id: Row['id']) =>
  (await stored('waybills')).find((row) => row.id === id) as Row;
/** Everything stored, as one text: unchanged means nothing was written. */
const storedNow = () => storedState(server);

/** Waybills of the demo data in this status that no earlier test has touched. */
const used = new Set<Row['id']>();
async function waybillAt(status: string): Promise<Row> {
  const found = (await stored('waybills')).find(
    (row) => row.status === status && !used.has(row.id),
  );
  if (!found) throw new Error(`the demo data has no more waybills at ${status}`);
  used.add(found.id);
  return found;
}

/** What the edit form sends: every field a client may write. */
const writableOf = (row: Row) =>
  Object.fromEntries(
    resources.waybill.fields
      .filter((field) => !field.readOnly && row[field.name] !== undefined)
      .map((field) => [field.name, row[field.name]]),
  );

const write = <T = Row>(
  method: string,
  path: string,
  body: unknown,
  token = root,
  language = 'en',
) => server.call<T>(path, { method, token, body, language });

/** What the API says, in `language`, when `from` may not change to `to` (and where it may). */
const refusal = (
  language: 'en' | 'uz' | 'cn',
  from: string,
  to: string,
  allowed: readonly string[],
) => transitionRefusal(createTranslator(language), from, to, allowed);

describe('an allowed status change', () => {
  it('PATCH: sets the status, its time and way status, and appends who changed what', async () => {
    const waybill = await waybillAt('Osh');
    const started = new Date(testNow()).toISOString();
    const { status, body } = await write(
      'PATCH',
      `/api/waybills/${waybill.id}`,
      {
        status: 'Toshkent',
      },
      platformUser,
    );
    expect(status).toBe(200);
    const changedAt = String(body.statusChangedAt);
    expect(changedAt >= started && changedAt <= new Date(testNow()).toISOString()).toBe(true);
    expect(body).toMatchObject({ status: 'Toshkent', wayStatus: 'IN_TRANSIT' });
    expect(historyOf(body)).toEqual([
      ...historyOf(waybill),
      { at: changedAt, by: 'platform_user', from: 'Osh', to: 'Toshkent' },
    ]);
    expect(await storedOne(waybill.id)).toEqual(body);
  });

  it('PUT: the edit form sends every writable field; the way status follows the status', async () => {
    const waybill = await waybillAt('DropZone');
    // Server-written fields go back as they were read: a change to them would be refused (403).
    const { status, body } = await write('PUT', `/api/waybills/${waybill.id}`, {
      ...waybill,
      ...writableOf(waybill),
      status: 'Delivered',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'Delivered', wayStatus: 'DELIVERED' });
    expect(body.heldFrom).toBeUndefined();
    expect(historyOf(body)).toHaveLength(historyOf(waybill).length + 1);
    expect(historyOf(body).at(-1)).toMatchObject({ by: 'root', from: 'DropZone', to: 'Delivered' });
    expect(body.statusChangedAt).not.toBe(waybill.statusChangedAt);
  });

  it('a write that does not change the status leaves its history and time alone', async () => {
    const waybill = await waybillAt('Ulugchat');
    for (const change of [{ comment: 'Checked at the border' }, { status: 'Ulugchat' }]) {
      const { status, body } = await write('PATCH', `/api/waybills/${waybill.id}`, change);
      expect(status).toBe(200);
      expect(body.statusHistory).toEqual(waybill.statusHistory);
      expect(body.statusChangedAt).toBe(waybill.statusChangedAt);
    }
  });
});

describe('a status change the transition table does not allow', () => {
  it('is refused on PATCH and PUT with both statuses named, in the caller language; nothing is written', async () => {
    const yiwu = await waybillAt('Yiwu');
    const delivered = await waybillAt('Delivered');
    const before = await storedNow();
    for (const language of ['en', 'uz', 'cn'] as const) {
      const patched = await write<ErrorBody>(
        'PATCH',
        `/api/waybills/${yiwu.id}`,
        { status: 'Delivered' },
        root,
        language,
      );
      expect(patched.status).toBe(400);
      expect(patched.body).toEqual(
        refusal(language, 'Yiwu', 'Delivered', [
          'Ulugchat',
          'UN_LAWFUL',
          'NO_CLIENT',
          'ISSUE',
          'DAMAGED',
        ]),
      );
    }
    const replaced = await write<ErrorBody>('PUT', `/api/waybills/${delivered.id}`, {
      ...writableOf(delivered),
      status: 'Toshkent',
    });
    expect(replaced.status).toBe(400);
    expect(replaced.body).toEqual(refusal('en', 'Delivered', 'Toshkent', []));
    expect((await storedNow()) === before).toBe(true);
    expect(uz('waybillOps.server.transitionNotAllowed')).not.toBe(
      en('waybillOps.server.transitionNotAllowed'),
    );
  });
});

describe('holds go back only to the status they were entered from', () => {
  it('remembers the route status through two holds and forgets it when the parcel goes back', async () => {
    const waybill = await waybillAt('Toshkent');
    const path = `/api/waybills/${waybill.id}`;
    const issue = await write('PATCH', path, { status: 'ISSUE' });
    expect(issue.body).toMatchObject({
      status: 'ISSUE',
      heldFrom: 'Toshkent',
      wayStatus: 'IN_TRANSIT',
    });
    const damaged = await write('PATCH', path, { status: 'DAMAGED' });
    expect(damaged.body).toMatchObject({ status: 'DAMAGED', heldFrom: 'Toshkent' });

    const before = await storedNow();
    const elsewhere = await write<ErrorBody>('PATCH', path, { status: 'Osh' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual(
      refusal('en', 'DAMAGED', 'Osh', ['Toshkent', 'Delivered', 'RETURNED']),
    );
    expect((await storedNow()) === before).toBe(true);

    const back = await write('PATCH', path, { status: 'Toshkent' });
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('Toshkent');
    expect('heldFrom' in (await storedOne(waybill.id))).toBe(false);
    expect(
      historyOf(back.body)
        .slice(-3)
        .map((entry) => [entry.from, entry.to]),
    ).toEqual([
      ['Toshkent', 'ISSUE'],
      ['ISSUE', 'DAMAGED'],
      ['DAMAGED', 'Toshkent'],
    ]);
  });
});

describe('creating a waybill starts its history', () => {
  const newWaybill = async (trackingNumber: string, status?: string) => ({
    trackingNumber,
    clientId: (await stored('clients'))[0].id,
    ...(status && { status }),
  });

  it('as CREATED by default, or one step on; a hold entered at once goes back to CREATED', async () => {
    const created = await write('POST', '/api/waybills', await newWaybill('S2-NEW-000001'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'CREATED', wayStatus: 'CREATED' });
    expect(historyOf(created.body)).toEqual([
      { at: created.body.statusChangedAt, by: 'root', to: 'CREATED' },
    ]);

    // A parcel registered with no owner has no client.
    const held = await write('POST', '/api/waybills', {
      trackingNumber: 'S2-NEW-000002',
      status: 'NO_CLIENT',
    });
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ status: 'NO_CLIENT', heldFrom: 'CREATED' });
  });

  it('refuses to start further along the road', async () => {
    const before = await storedNow();
    const { status, body } = await write<ErrorBody>(
      'POST',
      '/api/waybills',
      await newWaybill('S2-NEW-000003', 'Delivered'),
    );
    expect(status).toBe(400);
    expect(body).toEqual(
      refusal('en', 'CREATED', 'Delivered', [
        'Warehouse',
        'UN_LAWFUL',
        'NO_CLIENT',
        'ISSUE',
        'RETURNED',
      ]),
    );
    expect((await storedNow()) === before).toBe(true);
  });
});

describe('issue handling on a waybill', () => {
  it('raises an issue on a parcel, then answers it: status, staff comment, responsible staff', async () => {
    const waybill = await waybillAt('Toshkent');
    const path = `/api/waybills/${waybill.id}`;
    const staff = (await stored('users')).find((user) => user.username === 'platform_admin') as Row;
    const raised = await write('PATCH', path, {
      status: 'ISSUE',
      issueStatus: 'NOT_ANSWERED',
      responsibleStaffId: staff.id,
    });
    expect(raised.status).toBe(200);
    const answered = await write('PATCH', path, {
      issueStatus: 'ANSWERED',
      staffComment: 'Called the client; the parcel is repacked.',
    });
    expect(answered.status).toBe(200);
    expect(await storedOne(waybill.id)).toMatchObject({
      status: 'ISSUE',
      issueStatus: 'ANSWERED',
      staffComment: 'Called the client; the parcel is repacked.',
      responsibleStaffId: staff.id,
    });
  });

  it('keeps comments within 500 characters, with the comment length message on the field', async () => {
    const waybill = await waybillAt('Warehouse');
    const path = `/api/waybills/${waybill.id}`;
    const before = await storedNow();
    for (const field of ['staffComment', 'comment', 'valuableNote']) {
      for (const [language, t] of [
        ['en', en],
        ['uz', uz],
      ] as const) {
        const { status, body } = await write<ErrorBody>(
          'PATCH',
          path,
          { [field]: 'x'.repeat(501) },
          root,
          language,
        );
        expect(status, field).toBe(400);
        expect(body).toEqual({
          message: t('validation.formFailed'),
          errors: { [field]: t('validation.commentTooLong', { max: 500 }) },
        });
      }
    }
    expect((await storedNow()) === before).toBe(true);
    const fits = await write('PATCH', path, { staffComment: 'x'.repeat(500) });
    expect(fits.status).toBe(200);
  });
});

describe('a hold kept from before heldFrom was recorded', () => {
  it('cannot be taken back by an action: the API says the status it was held from is unknown', async () => {
    const data = JSON.parse(demoDataText()) as Record<string, Row[]>;
    const unlawful = data.waybills.find((row) => row.status === 'UN_LAWFUL') as Row;
    delete unlawful.heldFrom;
    const legacy = await startTestServer({ data: JSON.stringify(data) });
    try {
      const token = await legacy.login('root');
      const { status, body } = await legacy.call<ErrorBody>(
        `/api/waybills/${unlawful.id}/remove-unlawful`,
        { method: 'POST', token },
      );
      expect(status).toBe(400);
      expect(body).toEqual({ message: en('waybillOps.server.noHeldFrom') });
    } finally {
      await legacy.stop();
    }
  }, 60_000);
});
