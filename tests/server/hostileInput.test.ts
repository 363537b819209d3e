/**
 * Hostile input, sent as an attacker would over HTTP to the real server: bodies and list
 * parameters too large or nested too deep, malformed JSON, filter values of another engine's
 * shape (`{"$ne":null}`), prototype keys, impossible dates, script URLs and megabyte strings,
 * and values a database cannot store (a NUL, a lone surrogate, an id of `1e20` or `1.5`) on every
 * kind of route. Each is a 400 with a translated message, nothing is stored, and the server keeps
 * answering. CI runs this file on SQLite and on PostgreSQL (.ci/run).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStored, storedState } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
beforeAll(async () => {
  // The production server's head limit (server/index.ts): long `s` parameters reach the app.
  server = await startTestServer({ maxHeaderSize: 1024 * 1024 });
  root = await server.login('root');
}, 60_000);
afterAll(() => server.stop());

const first = async (collection: string): Promise<Row> => (await readStored(server))[collection][0];

/** `depth` arrays inside one another, as JSON text. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** `depth` objects inside one another, as JSON text. */
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const send = (path: string, method: string, rawBody: string, headers?: Record<string, string>) =>
  server.call<ErrorBody>(path, { token: root, method, rawBody, headers });

const list = (collection: string, query: Record<string, string>) =>
  server.call<ErrorBody>(`/api/${collection}?${new URLSearchParams(query)}`, { token: root });

describe('JSON bodies', () => {
  it('refuses malformed JSON with a 400 that says so', async () => {
    for (const text of ['{broken', '{"a":1', '"just a string"', '']) {
      const { status, body } = await send('/api/waybills', 'POST', text);
      expect(status, text).toBe(400);
      // An empty body is no record: the validators refuse it.
      if (text !== '') expect(body.message, text).toBe(en('errors.http.400'));
      else expect(body.message).toBe(en('validation.formFailed'));
    }
  });

  it('refuses a body over 1 MB before reading it as a record', async () => {
    const before = await storedState(server);
    const huge = JSON.stringify({ trackingNumber: 'BIG-1', comment: 'x'.repeat(1_100_000) });
    const { status, body } = await send('/api/waybills', 'POST', huge);
    expect(status).toBe(400);
    expect(body.message).toBe(en('errors.api.bodyTooLarge'));
    expect(await storedState(server)).toBe(before);
  });

  it('refuses bodies nested 33, 10,000 and 100,000 deep, and keeps answering', async () => {
    for (const depth of [33, 10_000, 100_000]) {
      for (const text of [nestedArrays(depth), `{"content":${nestedObjects(depth)}}`]) {
        const { status, body } = await send('/api/bot-configs', 'POST', text);
        expect(status, `depth ${depth}`).toBe(400);
        expect(body.message).toBe(en('errors.api.tooDeep'));
      }
    }
    // Before the token wall too: the login route sees no deep body either.
    const login = await server.call<ErrorBody>('/api/auth/login', {
      method: 'POST',
      rawBody: `{"username":${nestedArrays(50_000)}}`,
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(en('errors.api.tooDeep'));
    expect((await list('waybills', { range: '[0,0]' })).status).toBe(200);
  });

  it('counts brackets only outside strings: a text full of brackets is a value', async () => {
    const waybill = await first('waybills');
    const comment = `[{"${'['.repeat(100)}\\"{`;
    const { status, body } = await server.call<Row>(`/api/waybills/${waybill.id}`, {
      token: root,
      method: 'PATCH',
      body: { comment },
    });
    expect(status).toBe(200);
    expect(body.comment).toBe(comment);
  });

  it('takes JSON in UTF-8 only', async () => {
    const { status, body } = await send('/api/waybills', 'POST', '{}', {
      'Content-Type': 'application/json; charset=utf-16le',
    });
    expect(status).toBe(400);
    expect(body.message).toBe(en('errors.api.unsupportedEncoding'));
  });

  it('refuses bytes that are not UTF-8 under a UTF-8 label, storing nothing', async () => {
    const waybill = await first('waybills');
    const shown = await server.call<Row>(`/api/waybills/${waybill.id}`, { token: root });
    const before = await storedState(server);
    // A stray FF FE, an overlong "/" (C0 AF), a lone surrogate (CESU-8 ED A0 80), a cut-off "€".
    for (const bytes of ['fffe', 'c0af', 'eda080', 'e282']) {
      const rawBody = Buffer.concat([
        Buffer.from('{"comment":"'),
        Buffer.from(bytes, 'hex'),
        Buffer.from('"}'),
      ]);
      const { status, body } = await server.call<ErrorBody>(`/api/waybills/${waybill.id}`, {
        token: root,
        method: 'PATCH',
        rawBody,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
      expect(status, bytes).toBe(400);
      expect(body.message, bytes).toBe(en('errors.api.unsupportedEncoding'));
    }
    expect(await storedState(server)).toBe(before);
    expect((await server.call<Row>(`/api/waybills/${waybill.id}`, { token: root })).body).toEqual(
      shown.body,
    );
  });

  it('takes UTF-8 of every length, a byte order mark before it included', async () => {
    const waybill = await first('waybills');
    const comment = 'Toshkent — Тошкент 塔什干 🚚';
    for (const bom of ['', '\uFEFF']) {
      const { status, body } = await server.call<Row>(`/api/waybills/${waybill.id}`, {
        token: root,
        method: 'PATCH',
        rawBody: Buffer.from(`${bom}${JSON.stringify({ comment: `${comment}${bom.length}` })}`),
      });
      expect(status).toBe(200);
      expect(body.comment).toBe(`${comment}${bom.length}`);
    }
  });
});

describe('unknown keys of a write', () => {
  it('are refused alike, `__proto__` included, and reach no prototype', async () => {
    const waybill = await first('waybills');
    const before = await storedState(server);
    for (const key of ['foo', 'constructor', '__proto__']) {
      const { status, body } = await send(
        `/api/waybills/${waybill.id}`,
        'PATCH',
        `{${JSON.stringify(key)}:{"status":"Delivered"}}`,
      );
      expect(status, key).toBe(403);
      expect(body.message, key).toBe(en('authority.fieldNotWritable'));
      // The answer parsed by JSON.parse: `__proto__` is an own key of it, as sent.
      expect(Object.keys(body.errors ?? {}), key).toEqual([key]);
      expect(body.errors?.[key], key).toBe(en('authority.fieldNotWritable'));
    }
    expect(await storedState(server)).toBe(before);
    // The server runs in this process: no object anywhere gained a `status`.
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });
});

describe('list parameters', () => {
  it('refuses an `s`, `sort` or `range` nested 20,000 deep, naming the parameter', async () => {
    const deep = nestedArrays(20_000);
    const cases: [Record<string, string>, string][] = [
      [{ s: `{"status":${deep}}` }, 's'],
      [{ s: nestedObjects(20_000) }, 's'],
      [{ sort: deep }, 'sort'],
      [{ range: deep }, 'range'],
    ];
    for (const [query, parameter] of cases) {
      const { status, body } = await list('waybills', query);
      expect(status, parameter).toBe(400);
      expect(body.errors).toEqual({ [parameter]: en('errors.api.tooDeep') });
    }
    const exported = await server.call<ErrorBody>(
      `/api/waybills/export?${new URLSearchParams({ s: nestedObjects(20_000) })}`,
      { token: root },
    );
    expect(exported.status).toBe(400);
    expect(exported.body.errors).toEqual({ s: en('errors.api.tooDeep') });
  });

  it('refuses an `s` over 256 kB', async () => {
    const numbers = Array.from({ length: 30_000 }, (_, index) => `TRACK-${index}`);
    const { status, body } = await list('waybills', {
      s: JSON.stringify({ trackingNumber: numbers }),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ s: en('errors.api.parameterTooLarge') });
  });

  it('refuses filter values of the wrong shape, naming the key', async () => {
    const cases: [string, string][] = [
      ['{"status":{"$ne":null}}', 'status'],
      ['{"trackingNumber":{"$regex":".*"}}', 'trackingNumber'],
      ['{"status":[{"$ne":null}]}', 'status'],
      ['{"status":null}', 'status'],
      ['{"status":[["Osh"]]}', 'status'],
      ['{"trackingNumber":true}', 'trackingNumber'],
      ['{"q":["abc"]}', 'q'],
      ['{"q":{"$ne":""}}', 'q'],
      ['{"id":{"$in":[1,2]}}', 'id'],
      ['{"weight_gte":{"$gt":0}}', 'weight_gte'],
      ['{"weight_lte":[1,2]}', 'weight_lte'],
      ['{"createdAt_gte":{"$gt":""}}', 'createdAt_gte'],
      ['{"createdAt_lte":"tomorrow"}', 'createdAt_lte'],
      ['{"createdAt_gte":1700000000000}', 'createdAt_gte'],
      ['{"clientId_exists":"yes"}', 'clientId_exists'],
      ['{"delayDays":{"$gt":1}}', 'delayDays'],
    ];
    for (const [search, key] of cases) {
      const { status, body } = await list('waybills', { s: search });
      expect(status, search).toBe(400);
      expect(body.message).toBe(en('errors.http.400'));
      expect(body.errors, search).toEqual({ [key]: en('errors.api.badParameter') });
    }
  });

  it('refuses unknown keys, prototype names included', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty_gte', '$where']) {
      const search = `{${JSON.stringify(key)}:{"polluted":true}}`;
      const { status, body } = await list('waybills', { s: search });
      expect(status, key).toBe(400);
      // Parsed by hand: a JSON.parse of the answer keeps `__proto__` as a key, as sent.
      expect(Object.keys(body.errors ?? {}), key).toEqual([key]);
      expect(body.errors?.[key]).toBe(en('errors.api.unknownFilter'));
    }
  });

  it('keeps every legitimate filter shape working', async () => {
    const searches = [
      { status: ['Osh', 'Toshkent'], weight_gte: '1.5', weight_lte: 100 },
      { createdAt_gte: '2020-01-01', createdAt_lte: '2030-12-31T23:59:59.999Z' },
      { createdAt_lte: '2030-12' },
      { trackingNumber: ['a', 'b'], clientId_exists: true, id: [1, '2', 3] },
      { q: 'yt', isValuable: false, delayDays: '7' },
    ];
    for (const search of searches) {
      const { status } = await list('waybills', { s: JSON.stringify(search) });
      expect(status, JSON.stringify(search)).toBe(200);
    }
  });
});

describe('dates are calendar dates', () => {
  it('refuses 2026-13-45 and 2026-02-30 in date and date-time fields, storing nothing', async () => {
    const before = await storedState(server);
    for (const day of ['2026-13-45', '2026-02-30', '2025-02-29', '2026-04-31']) {
      const expense = await server.call<ErrorBody>('/api/daily-expenses', {
        token: root,
        method: 'POST',
        body: { date: day, category: 'OTHER', currency: 'SUM', enteredAmount: 10 },
      });
      expect(expense.status, day).toBe(400);
      expect(expense.body.errors?.date, day).toBe(en('validation.date'));
      const box = await first('boxes');
      const patched = await server.call<ErrorBody>(`/api/boxes/${box.id}`, {
        token: root,
        method: 'PATCH',
        body: { receivedAt: `${day}T10:00:00+05:00` },
      });
      expect(patched.status, day).toBe(400);
      expect(patched.body.errors?.receivedAt, day).toBe(en('validation.date'));
    }
    expect(await storedState(server)).toBe(before);
  });

  it('accepts a leap day', async () => {
    const box = await first('boxes');
    const { status, body } = await server.call<Row>(`/api/boxes/${box.id}`, {
      token: root,
      method: 'PATCH',
      body: { receivedAt: '2024-02-29T10:00:00+05:00' },
    });
    expect(status).toBe(200);
    expect(body.receivedAt).toBe('2024-02-29T10:00:00+05:00');
  });
});

describe('URL fields take http and https only', () => {
  it('refuses javascript:, data: and file: links', async () => {
    const company = await first('companies');
    const before = await storedState(server);
    for (const logo of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://files.example.com/logo.png',
    ]) {
      const { status, body } = await server.call<ErrorBody>(`/api/companies/${company.id}`, {
        token: root,
        method: 'PATCH',
        body: { logo },
      });
      expect(status, logo).toBe(400);
      expect(body.errors?.logo, logo).toBe(en('validation.url'));
    }
    expect(await storedState(server)).toBe(before);
    const fine = await server.call<Row>(`/api/companies/${company.id}`, {
      token: root,
      method: 'PATCH',
      body: { logo: 'https://cdn.example.com/logo.png' },
    });
    expect(fine.status).toBe(200);
    expect(fine.body.logo).toBe('https://cdn.example.com/logo.png');
  });
});

describe('size caps on fields the registry leaves unbounded', () => {
  it('refuses a 1 MB string with a field error and stores nothing', async () => {
    const company = await first('companies');
    const before = await storedState(server);
    // A link: the only string fields without a max or a pattern are url fields.
    for (const length of [1001, 1_000_000]) {
      const logo = `https://cdn.example.com/${'a'.repeat(length - 24)}`;
      const { status, body } = await server.call<ErrorBody>(`/api/companies/${company.id}`, {
        token: root,
        method: 'PATCH',
        body: { logo },
      });
      expect(status).toBe(400);
      expect(body.errors?.logo).toBe(en('validation.maxLength', { max: 1000 }));
    }
    expect(await storedState(server)).toBe(before);
  });

  it('refuses a json value over 64 kB', async () => {
    const config = await first('bot-configs');
    const before = await storedState(server);
    const buttons = [{ text: 'Open', url: `https://example.com/?q=${'x'.repeat(70_000)}` }];
    const { status, body } = await server.call<ErrorBody>(`/api/bot-configs/${config.id}`, {
      token: root,
      method: 'PATCH',
      body: { content: { parseMode: 'HTML', buttons } },
    });
    expect(status).toBe(400);
    expect(body.errors?.content).toBe(en('validation.tooLarge', { max: 64 * 1024 }));
    expect(await storedState(server)).toBe(before);
  });
});

describe('a refused write changes nothing', () => {
  it('a PATCH of a json field nested 5,000 deep: 400, the list still answers, the record is as it was', async () => {
    const config = await first('bot-configs');
    const before = await storedState(server);
    const shownBefore = await server.call<Row>(`/api/bot-configs/${config.id}`, { token: root });
    const { status, body } = await send(
      `/api/bot-configs/${config.id}`,
      'PATCH',
      `{"content":${nestedObjects(5000)}}`,
    );
    expect(status).toBe(400);
    expect(body.message).toBe(en('errors.api.tooDeep'));
    const listed = await server.call<Row[]>('/api/bot-configs', { token: root });
    expect(listed.status).toBe(200);
    expect(listed.body.find((row) => row.id === config.id)).toEqual(shownBefore.body);
    const shown = await server.call<Row>(`/api/bot-configs/${config.id}`, { token: root });
    expect(shown.body).toEqual(shownBefore.body);
    expect(await storedState(server)).toBe(before);
  });

  it('a write refused after validation (an unknown reference) stores nothing either', async () => {
    const before = await storedState(server);
    const { status, body } = await server.call<ErrorBody>('/api/waybills', {
      token: root,
      method: 'POST',
      body: { trackingNumber: 'HOSTILE-REF-1', status: 'CREATED', clientId: 99_999_999 },
    });
    expect(status).toBe(400);
    expect(body.errors?.clientId).toBe(en('validation.reference'));
    expect(await storedState(server)).toBe(before);
  });
});

/**
 * What neither database can hold is refused the same way on both, before any SQL: a NUL (which
 * PostgreSQL's text refuses) and a lone surrogate (which both would store as U+FFFD) in any text,
 * a fraction or a number past 2^53 where a whole number (an id, an integer field) is meant.
 */
describe('values no database can store', () => {
  const UNSTORABLE = ['a\u0000b', '\ud800', 'x\udc00y', 'tail\ud83d'];
  const unstorable = () => en('validation.unstorableText');
  const integer = () => en('validation.integer');
  const tooBig = () => en('validation.maxValue', { max: Number.MAX_SAFE_INTEGER });

  const call = (path: string, method = 'GET', body?: unknown) =>
    server.call<ErrorBody>(path, { token: root, method, body });
  const search = (collection: string, filter: unknown, suffix = '') =>
    call(`/api/${collection}${suffix}?${new URLSearchParams({ s: JSON.stringify(filter) })}`);
  const refusedWith = (
    answer: { status: number; body: ErrorBody },
    field: string,
    message: string,
    label: string,
  ) => {
    expect(answer.status, label).toBe(400);
    expect(answer.body.errors?.[field], label).toBe(message);
  };

  it('refuses a NUL or a lone surrogate in any text, naming the field, storing nothing', async () => {
    const waybill = await first('waybills');
    const before = await storedState(server);
    for (const text of UNSTORABLE) {
      const label = JSON.stringify(text);
      refusedWith(await search('waybills', { comment: text }), 'comment', unstorable(), label);
      refusedWith(await search('waybills', { q: text }), 'q', unstorable(), label);
      refusedWith(
        await search('waybills', { status: ['Osh', text] }),
        'status',
        unstorable(),
        label,
      );
      refusedWith(
        await search('waybills', { trackingNumber: text }, '/export'),
        'trackingNumber',
        unstorable(),
        label,
      );
      refusedWith(
        await call('/api/waybills', 'POST', {
          trackingNumber: 'HOSTILE-TEXT-1',
          status: 'CREATED',
          comment: text,
        }),
        'comment',
        unstorable(),
        label,
      );
      refusedWith(
        await call(`/api/waybills/${waybill.id}`, 'PATCH', { comment: text }),
        'comment',
        unstorable(),
        label,
      );
      refusedWith(
        await call(`/api/waybills/${waybill.id}`, 'PUT', { ...waybill, staffComment: text }),
        'staffComment',
        unstorable(),
        label,
      );
      refusedWith(
        await call('/api/bot-configs', 'POST', { content: { text: { deep: [text] } } }),
        'content',
        unstorable(),
        label,
      );
      refusedWith(
        await call('/api/waybills/bulk-status', 'POST', {
          status: 'Osh',
          trackingNumbers: [String(waybill.trackingNumber), text],
        }),
        'trackingNumbers',
        unstorable(),
        label,
      );
      refusedWith(
        await call('/api/waybills/unlawful', 'POST', { trackingNumber: text }),
        'trackingNumber',
        unstorable(),
        label,
      );
      const login = await server.call<ErrorBody>('/api/auth/login', {
        method: 'POST',
        body: { username: `root${text}`, password: 'demo1234' },
      });
      refusedWith(login, 'username', unstorable(), label);
    }
    // A NUL typed into a query parameter (a percent-escaped byte) is refused alike.
    const captcha = await server.call<ErrorBody>('/api/auth/captcha?username=root%00');
    refusedWith(captcha, 'username', unstorable(), 'captcha');
    expect(await storedState(server)).toBe(before);
    // A key of a body or of `s` is text too.
    refusedWith(await search('waybills', { 'a\u0000': 1 }), 'a\u0000', unstorable(), 's key');
    const keyed = await call(`/api/waybills/${waybill.id}`, 'PATCH', { '\ud800': 'x' });
    refusedWith(keyed, '\ud800', unstorable(), 'body key');
    expect(await storedState(server)).toBe(before);
  });

  it('refuses fractions and numbers past 2^53 as ids and whole numbers in filters', async () => {
    const cases: [unknown, string, string][] = [
      [{ id: 1.5 }, 'id', integer()],
      [{ id: '1.5' }, 'id', integer()],
      [{ id: '1e2' }, 'id', integer()],
      [{ id: [1, 1e20] }, 'id', tooBig()],
      [{ id: '99999999999999999999' }, 'id', tooBig()],
      [{ travelDays: 1e20 }, 'travelDays', tooBig()],
      [{ travelDays: 1.5 }, 'travelDays', integer()],
      [{ travelDays: 'seven' }, 'travelDays', integer()],
      [{ clientId: 1e20 }, 'clientId', tooBig()],
      [{ clientId: [3, 2.5] }, 'clientId', integer()],
    ];
    for (const [filter, key, message] of cases) {
      const answer = await search('waybills', filter);
      refusedWith(answer, key, message, JSON.stringify(filter));
      expect(answer.body.message).toBe(en('errors.http.400'));
    }
    // Whole numbers, as numbers or as their digits, still filter.
    const waybill = (await readStored(server)).waybills.find((row) => row.travelDays !== undefined);
    if (!waybill) throw new Error('the demo data has a waybill with travel days');
    const filter = {
      id: [String(waybill.id), 0, -1],
      travelDays: ['7', Number(waybill.travelDays)],
      clientId_exists: waybill.clientId !== undefined,
    };
    const found = await server.call<Row[]>(
      `/api/waybills?${new URLSearchParams({ s: JSON.stringify(filter) })}`,
      { token: root },
    );
    expect(found.status).toBe(200);
    expect(found.body.map((row) => row.id)).toEqual([waybill.id]);
  });

  it('refuses fractions and numbers past 2^53 in bodies, bulk ids and action payloads', async () => {
    const waybill = await first('waybills');
    const before = await storedState(server);
    refusedWith(
      await call(`/api/waybills/${waybill.id}`, 'PATCH', { travelDays: 1.5 }),
      'travelDays',
      integer(),
      'patch travelDays',
    );
    refusedWith(
      await call('/api/waybills', 'POST', {
        trackingNumber: 'HOSTILE-NUM-1',
        status: 'CREATED',
        travelDays: 1e20,
      }),
      'travelDays',
      tooBig(),
      'create travelDays',
    );
    for (const ids of [[1e20], ['1e20'], [1.5], ['1.5'], ['1e2'], ['99999999999999999999']]) {
      const label = JSON.stringify(ids);
      refusedWith(
        await call('/api/waybills/bulk-status', 'POST', { status: 'Osh', ids }),
        'ids',
        en('validation.pattern'),
        label,
      );
      refusedWith(
        await call('/api/sms/resend', 'POST', { ids }),
        'ids',
        en('validation.pattern'),
        label,
      );
      refusedWith(
        await call('/api/bills/from-waybills', 'POST', {
          waybillIds: ids,
          accountDate: '2026-01-01',
        }),
        'waybillIds',
        en('validation.pattern'),
        label,
      );
    }
    const assign = await call(`/api/waybills/${waybill.id}/assign-owner`, 'POST', {
      clientId: 1e20,
    });
    expect(assign.status).toBe(400);
    expect(Object.keys(assign.body.errors ?? {})).toEqual(['clientId']);
    expect(await storedState(server)).toBe(before);
  });

  it('refuses a path id that is no whole number: /api/waybills/1e2 is not waybill 100', async () => {
    const hundred = await server.call<Row>('/api/waybills/100', { token: root });
    expect(hundred.status).toBe(200);
    const before = await storedState(server);
    const cases: [string, string][] = [
      ['1e2', integer()],
      ['100.0', integer()],
      ['1.5', integer()],
      ['0x64', integer()],
      ['+100', integer()],
      ['0100', integer()],
      ['%20100', integer()],
      ['100%00', integer()],
      ['99999999999999999999', tooBig()],
    ];
    for (const [id, message] of cases) {
      const paths: [string, string, unknown?][] = [
        ['GET', `/api/waybills/${id}`],
        ['GET', `/api/waybills/${id}/history`],
        ['PATCH', `/api/waybills/${id}`, { comment: 'changed' }],
        ['PUT', `/api/waybills/${id}`, { ...hundred.body, comment: 'changed' }],
        ['DELETE', `/api/waybills/${id}`],
        ['POST', `/api/waybills/${id}/detach`],
        ['POST', `/api/waybills/${id}/assign-owner`, { clientId: 1 }],
        ['GET', `/api/stats/invoice/${id}`],
        ['GET', `/api/stats/client-settlement/${id}`],
      ];
      for (const [method, path, body] of paths)
        refusedWith(await call(path, method, body), 'id', message, `${method} ${path}`);
    }
    expect(await storedState(server)).toBe(before);
    // A whole number of no record is no address: 404, as ever.
    for (const id of ['0', '-1', '987654321'])
      expect((await call(`/api/waybills/${id}`)).status, id).toBe(404);
  });
});
