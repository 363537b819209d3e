/**
 * Answering feedback over HTTP: the answer is the one thing staff write; it sets who answered and
 * when, makes the feedback ANSWERED and counts towards the answering user's `answeredCount`
 * (`GET /api/user/info` says the true figure: the feedback whose answeredBy is them). A blank
 * answer, a write of the derived fields, another role, another company's feedback and a stale
 * version are refused, and nothing is stored then. The list filters by status and by who answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, search } from './helpers/refusals';
import { readStored, storedState } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
const tokens: Record<string, string> = {};
/** Demo users' ids by username. */
let idOf: (username: string) => number;
/** The company of each client, by client id. */
let companyOfClient: Map<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['root', 'platform_user', 'company_admin', 'company_user', 'pvz_admin'])
    tokens[username] = await server.login(username);
  const stored = await readStored(server);
  idOf = (username) => Number(stored.users.find((user) => user.username === username)?.id);
  companyOfClient = new Map(stored.clients.map((client) => [String(client.id), client.companyId]));
});
afterAll(() => server.stop());

const call = <T = Row>(username: string, method: string, path: string, body?: unknown) =>
  server.call<T>(path, { method, token: tokens[username], body });

/** The feedback the list gives `username` for a search, and how many there are. */
async function list(username: string, filter: Record<string, unknown>) {
  const { status, body, headers } = await call<Row[]>(
    username,
    'GET',
    `/api/feedbacks?s=${search(filter)}`,
  );
  expect(status).toBe(200);
  return { rows: body, total: Number(headers.get('x-total-count')) };
}

/** A feedback waiting for an answer that `username` sees (a company role: its clients'). */
async function waiting(username: string): Promise<Row> {
  const { rows } = await list(username, { status: ['NOT_ANSWERED'] });
  expect(rows.length).toBeGreaterThan(0);
  return rows[0];
}

async function answeredCount(username: string): Promise<number> {
  const { status, body } = await call<{ answeredCount: number }>(username, 'GET', '/api/user/info');
  expect(status).toBe(200);
  return body.answeredCount;
}

/** The true figure: how many feedback records name the user as who answered. */
async function answeredBy(username: string): Promise<number> {
  return (await list('root', { answeredBy: idOf(username) })).total;
}

describe('answering a feedback', () => {
  it('sets the answer, who and when, moves it to ANSWERED and raises the count', async () => {
    const feedback = await waiting('company_admin');
    const before = await answeredCount('company_admin');
    expect(before).toBe(await answeredBy('company_admin'));
    const started = testNow();
    // As the edit form saves: the whole record, the status as it was, the version it started from.
    const { status, body } = await call('company_admin', 'PUT', `/api/feedbacks/${feedback.id}`, {
      ...feedback,
      answer: '  Your parcel is on its way.  ',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.answer).toBe('Your parcel is on its way.');
    expect(body.status).toBe('ANSWERED');
    expect(body.answeredBy).toBe(idOf('company_admin'));
    const at = Date.parse(String(body.answeredAt));
    expect(at).toBeGreaterThanOrEqual(started - 1000);
    expect(at).toBeLessThanOrEqual(testNow() + 1000);
    expect(await answeredCount('company_admin')).toBe(before + 1);
    expect(await answeredBy('company_admin')).toBe(before + 1);
    const { body: shown } = await call('company_admin', 'GET', `/api/feedbacks/${feedback.id}`);
    expect(shown).toMatchObject({ status: 'ANSWERED', answeredBy: idOf('company_admin') });
  });

  it('re-answered by another user, counts for that user instead', async () => {
    const feedback = await waiting('root');
    await call('platform_user', 'PATCH', `/api/feedbacks/${feedback.id}`, { answer: 'First' });
    const [first, second] = [await answeredCount('platform_user'), await answeredCount('root')];
    const { status, body } = await call('root', 'PATCH', `/api/feedbacks/${feedback.id}`, {
      answer: 'Corrected answer',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ answer: 'Corrected answer', answeredBy: idOf('root') });
    expect(await answeredCount('platform_user')).toBe(first - 1);
    expect(await answeredCount('root')).toBe(second + 1);
    for (const username of ['platform_user', 'root'])
      expect(await answeredCount(username)).toBe(await answeredBy(username));
  });

  it('refuses a blank answer, also as a way to clear one, and stores nothing', async () => {
    const open = await waiting('root');
    const answered = (await list('root', { status: ['ANSWERED'] })).rows[0];
    const attempts: [Row, Record<string, unknown>][] = [
      [open, { answer: '   ' }],
      [open, {}],
      [answered, { answer: null }],
      [answered, { answer: '' }],
    ];
    for (const [feedback, body] of attempts) {
      const refused = await expectRefused(
        server,
        () => call('root', 'PATCH', `/api/feedbacks/${feedback.id}`, body),
        400,
        'validation.formFailed',
      );
      expect(refused.errors).toEqual({ answer: en('validation.required') });
    }
    // The edit form's save: the status it shows, sent back as it was, and an empty answer.
    const refused = await expectRefused(
      server,
      () => call('root', 'PUT', `/api/feedbacks/${answered.id}`, { ...answered, answer: '' }),
      400,
      'validation.formFailed',
    );
    expect(refused.errors).toEqual({ answer: en('validation.required') });
  });

  it('refuses a write of the status, who or when, or of a user’s count (403 on the field)', async () => {
    const feedback = await waiting('root');
    const path = `/api/feedbacks/${feedback.id}`;
    const forged: [string, Record<string, unknown>][] = [
      ['status', { status: 'ANSWERED', answer: '' }],
      ['status', { status: 'ANSWERED', answer: 'Answered' }],
      ['answeredBy', { answer: 'Answered', answeredBy: idOf('platform_user') }],
      ['answeredAt', { answer: 'Answered', answeredAt: '2020-01-01T00:00:00.000Z' }],
    ];
    for (const [field, body] of forged) {
      const refused = await expectRefused(
        server,
        () => call('root', 'PATCH', path, body),
        403,
        'authority.fieldNotWritable',
      );
      expect(refused.errors).toEqual({ [field]: en('authority.fieldNotWritable') });
    }
    const user = `/api/users/${idOf('company_user')}`;
    const refused = await expectRefused(
      server,
      () => call('root', 'PATCH', user, { answeredCount: 99 }),
      403,
      'authority.fieldNotWritable',
    );
    expect(refused.errors).toEqual({ answeredCount: en('authority.fieldNotWritable') });
  });

  it('is not for a role outside the feedback group, nor another company’s feedback', async () => {
    const ours = await waiting('root');
    await expectRefused(
      server,
      () => call('pvz_admin', 'PATCH', `/api/feedbacks/${ours.id}`, { answer: 'Hi' }),
      403,
      'errors.http.403',
    );
    const company = (await call<Row>('company_admin', 'GET', '/api/user/info')).body.companyId;
    const { rows } = await list('root', { status: ['NOT_ANSWERED'] });
    const foreign = rows.find((row) => companyOfClient.get(String(row.clientId)) !== company);
    expect(foreign).toBeDefined();
    for (const method of ['PATCH', 'PUT'])
      await expectRefused(
        server,
        () =>
          call('company_admin', method, `/api/feedbacks/${foreign?.id}`, {
            ...foreign,
            answer: 'Not yours',
          }),
        404,
        'errors.http.404',
      );
  });

  it('refuses an answer made from an older version (409)', async () => {
    const feedback = await waiting('root');
    const path = `/api/feedbacks/${feedback.id}`;
    const first = await call('root', 'PUT', path, { ...feedback, answer: 'One' });
    expect(first.status).toBe(200);
    const before = await storedState(server);
    const stale = await call<ErrorBody & { conflict?: unknown }>('root', 'PUT', path, {
      ...feedback,
      answer: 'Two',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.conflict).toMatchObject({ version: first.body.version, updatedBy: 'root' });
    expect(await storedState(server)).toBe(before);
    expect((await call('root', 'GET', path)).body.answer).toBe('One');
  });
});

describe('the feedback list', () => {
  it('filters by status and by who answered', async () => {
    const id = idOf('root');
    const { rows, total } = await list('root', { status: ['ANSWERED'], answeredBy: id });
    expect(total).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ status: 'ANSWERED', answeredBy: id });
    const { rows: open } = await list('root', { status: ['NOT_ANSWERED'] });
    for (const row of open) {
      expect(row.status).toBe('NOT_ANSWERED');
      expect(row.answeredBy).toBeUndefined();
    }
    const everyone = await list('root', { status: ['NOT_ANSWERED', 'ANSWERED'] });
    expect(everyone.total).toBeGreaterThan(total + open.length - 1);
  });
});
