/**
 * SMS over HTTP with the demo's gateway running (server/sms/demoSender.ts): a new message is
 * QUEUED, then SENT with its sent time, or FAILED with a reason while the gateway fails; a failed
 * message is queued again alone or with others (all or none) and sent. Status, sent time and
 * reason are the server's; roles outside the SMS group, a resend of a message that did not fail
 * and writes of those fields are refused, with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSenderOptions } from '../../server/sms/demoSender';
import { expectRefused, search } from './helpers/refusals';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { Row } from './helpers/types';

let server: TestServer;
const tokens: Record<string, string> = {};
/** The gateway's settings: the tests make it fail every message, or none. */
const gateway: SmsSenderOptions = { failureRate: 1, delayMs: 200, intervalMs: 50 };
const NOT_FAILED = 'recordActions.errors.notFailed';

beforeAll(async () => {
  server = await startTestServer({ sms: gateway });
  for (const username of ['root', 'platform_admin', 'platform_user', 'company_user'])
    tokens[username] = await server.login(username);
});
afterAll(() => server.stop());

const call = <T = Row>(username: string, method: string, path: string, body?: unknown) =>
  server.call<T>(path, { method, token: tokens[username], body });

async function listSms(filter: Record<string, unknown>): Promise<Row[]> {
  const { status, body } = await call<Row[]>('root', 'GET', `/api/sms?s=${search(filter)}`);
  expect(status).toBe(200);
  return body;
}

/** Waits until the gateway has handled every queued message. */
async function queueEmpty(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await listSms({ status: 'QUEUED' })).length > 0) {
    if (Date.now() > deadline) throw new Error('the SMS queue did not drain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const get = async (id: Row['id']) => (await call('root', 'GET', `/api/sms/${id}`)).body;

async function create(text: string): Promise<Row> {
  const { status, body } = await call('platform_admin', 'POST', '/api/sms', {
    phone: '+998901234567',
    text,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

describe('a new message', () => {
  it('is QUEUED, then FAILED with a reason while the gateway fails', async () => {
    gateway.failureRate = 1;
    const sms = await create('Your parcel has arrived');
    expect(sms.status).toBe('QUEUED');
    expect(sms.sentAt).toBeUndefined();
    await queueEmpty();
    const failed = await get(sms.id);
    expect(failed.status).toBe('FAILED');
    expect(['UNREACHABLE', 'REJECTED']).toContain(failed.error);
    expect(failed.sentAt).toBeUndefined();
  });

  it('is QUEUED, then SENT with its sent time', async () => {
    gateway.failureRate = 0;
    const sms = await create('Your parcel is at the pickup point');
    expect(sms.status).toBe('QUEUED');
    await queueEmpty();
    const sent = await get(sms.id);
    expect(sent.status).toBe('SENT');
    expect(sent.error).toBeUndefined();
    expect(Date.parse(String(sent.sentAt))).toBeGreaterThanOrEqual(
      Date.parse(String(sms.createdAt)),
    );
  });
});

describe('sending failed messages again', () => {
  /** `count` messages the gateway failed. */
  async function failedMessages(count: number): Promise<Row[]> {
    gateway.failureRate = 1;
    const made = [];
    for (let i = 0; i < count; i++) made.push(await create(`Failing message ${i}`));
    await queueEmpty();
    gateway.failureRate = 0;
    return Promise.all(made.map((sms) => get(sms.id)));
  }

  it('queues one again without its reason, and the gateway sends it', async () => {
    const [sms] = await failedMessages(1);
    expect(sms.status).toBe('FAILED');
    const { status, body } = await call('root', 'POST', `/api/sms/${sms.id}/resend`);
    expect(status).toBe(200);
    expect(body.status).toBe('QUEUED');
    expect(body.error).toBeUndefined();
    // The history names who queued it again, and the gateway that sent it.
    await queueEmpty();
    expect(await get(sms.id)).toMatchObject({ status: 'SENT' });
    const history = await call<Row[]>('root', 'GET', `/api/sms/${sms.id}/history`);
    expect(history.body.slice(0, 2)).toMatchObject([
      { username: 'server', action: 'sendSms' },
      { username: 'root', action: 'resendSms' },
    ]);
  });

  it('queues the selected ones again, all or none', async () => {
    const [first, second, third] = await failedMessages(3);
    const sent = (await listSms({ status: 'SENT' }))[0];
    const ids = [first.id, second.id];
    for (const wrong of [
      [...ids, sent.id],
      [third.id, 999999],
    ]) {
      const body = await expectRefused(
        server,
        () => call('root', 'POST', '/api/sms/resend', { ids: wrong }),
        400,
        wrong.includes(sent.id) ? NOT_FAILED : 'validation.formFailed',
      );
      if (!wrong.includes(sent.id))
        expect(body.errors).toEqual({ ids: en('validation.reference') });
    }
    const { status } = await call('platform_admin', 'POST', '/api/sms/resend', { ids });
    expect(status).toBe(200);
    await queueEmpty();
    for (const id of ids) expect(await get(id)).toMatchObject({ status: 'SENT' });
    expect(await get(third.id)).toMatchObject({ status: 'FAILED' });
  });

  it('refuses a message that did not fail, and an empty selection', async () => {
    await queueEmpty();
    const [sent] = await listSms({ status: 'SENT' });
    await expectRefused(
      server,
      () => call('root', 'POST', `/api/sms/${sent.id}/resend`),
      400,
      NOT_FAILED,
    );
    const empty = await expectRefused(
      server,
      () => call('root', 'POST', '/api/sms/resend', { ids: [] }),
      400,
      'validation.formFailed',
    );
    expect(empty.errors).toEqual({ ids: en('validation.required') });
  });
});

describe('what is not for the caller', () => {
  it('is refused to roles outside the SMS group, and nothing is stored', async () => {
    await queueEmpty();
    const [failed] = await listSms({ status: 'FAILED' });
    for (const username of ['platform_user', 'company_user']) {
      await expectRefused(
        server,
        () => call(username, 'POST', '/api/sms', { phone: '+998901234567', text: 'Hi' }),
        403,
        'errors.http.403',
      );
      await expectRefused(
        server,
        () => call(username, 'POST', `/api/sms/${failed.id}/resend`),
        403,
        'errors.http.403',
      );
      await expectRefused(
        server,
        () => call(username, 'POST', '/api/sms/resend', { ids: [failed.id] }),
        403,
        'errors.http.403',
      );
    }
  });

  it('refuses a status, sent time or reason in the request, and any edit', async () => {
    await queueEmpty();
    const forged: Record<string, unknown>[] = [
      { status: 'SENT' },
      { sentAt: '2026-01-01T00:00:00.000Z' },
      { error: 'REJECTED' },
    ];
    for (const fields of forged) {
      const body = await expectRefused(
        server,
        () => call('root', 'POST', '/api/sms', { phone: '+998901234567', text: 'Hi', ...fields }),
        403,
        'authority.fieldNotWritable',
      );
      expect(Object.keys(body.errors ?? {})).toEqual(Object.keys(fields));
    }
    const [failed] = await listSms({ status: 'FAILED' });
    await expectRefused(
      server,
      () => call('root', 'PATCH', `/api/sms/${failed.id}`, { status: 'QUEUED' }),
      403,
      'errors.http.403',
    );
  });
});

describe('the SMS list', () => {
  it('filters by status', async () => {
    await queueEmpty();
    for (const status of ['SENT', 'FAILED']) {
      const rows = await listSms({ status });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.status).toBe(status);
    }
  });
});
