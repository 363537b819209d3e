/**
 * What ties fields of a record together, over HTTP (schema `after:` and `product:`): every span
 * of the registry is refused when its end comes before its start, by a create and by a patch of
 * one end alone (checked against the stored other end), with a 400 naming the end and the start
 * in the caller's language, and nothing stored; a span of days may end on its first day. A
 * waybill's volume is length × width × height whenever all three are given, however the write
 * sends them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/core/generated/registry';
import { recordChecks } from '../../src/core/generated/validators';
import type { SpanCheck } from '../../src/core/registry/recordChecks';
import { addDays } from '../../src/core/time/tashkent';
import { expectRefused } from './helpers/refusals';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
});
afterAll(() => server.stop());

const send = (method: string, path: string, body?: unknown, language?: string) =>
  server.call<Row & ErrorBody>(path, { method, token: root, body, language });

/** A value of the span's kind that comes before `start`. */
function before(span: SpanCheck, start: unknown): unknown {
  switch (span.kind) {
    case 'date':
      return addDays(String(start), -1);
    case 'datetime':
      return new Date(Date.parse(String(start)) - 3_600_000).toISOString();
    case 'time':
      return String(start) <= '00:30' ? '00:00' : '00:15';
    case 'number':
      return Number(start) - 1;
  }
}

const spans = Object.entries(recordChecks).flatMap(([resource, checks]) =>
  (checks.spans ?? []).map((span) => ({ name: `${resource}.${span.to}`, resource, span })),
);

/** The start's label, which the message on the end names. */
const startLabel = (resource: string, span: SpanCheck, t = en) =>
  t(`resources.${resources[resource].route}.fields.${span.from}`);

describe('every span of the registry', () => {
  it('is declared where the registry has a start and an end', () => {
    expect(spans.map(({ name }) => name).sort()).toEqual([
      'b2bExchangeRate.expiredAt',
      'boxPrice.activeTo',
      'clientPriceCycle.endDate',
      'companyPriceCycle.endDate',
      'exchangeRate.expiredAt',
      'pvz.workEndTime',
    ]);
  });

  it.each(spans)(
    '$name: a patch of the end alone before the stored start is refused',
    async ({ resource, span }) => {
      const api = `/api/${resources[resource].api}`;
      const { body: rows } = await send('GET', `${api}?range=[0,49]`);
      const record = (rows as unknown as Row[]).find(
        (row) => row[span.from] !== null && row[span.from] !== undefined,
      )!;
      const refused = await expectRefused(
        server,
        () =>
          send('PATCH', `${api}/${record.id}`, {
            [span.to]: before(span, record[span.from]),
            version: record.version,
          }),
        400,
        'validation.formFailed',
      );
      expect(refused.errors).toEqual({ [span.to]: en(span.message) });
      expect(refused.errors![span.to]).toContain(startLabel(resource, span));
    },
  );
});

describe('box prices', () => {
  const tariff = (activeFrom: string, activeTo: string) => ({
    name: 'Yiwu – Toshkent (test)',
    pricePerKg: 1.2,
    activeFrom,
    activeTo,
    status: 'PENDING',
  });
  const span = recordChecks.boxPrice.spans![0];

  it('refuses one that ends before it starts, naming the start in the language asked', async () => {
    const inverted = tariff('2031-05-10', '2031-05-09');
    const refused = await expectRefused(
      server,
      () => send('POST', '/api/box-prices', inverted),
      400,
      'validation.formFailed',
    );
    expect(refused.errors).toEqual({ activeTo: en(span.message) });
    expect(refused.errors!.activeTo).toBe('Cannot be before “Active from”');
    const inUzbek = await send('POST', '/api/box-prices', inverted, 'uz');
    expect(inUzbek.status).toBe(400);
    expect(inUzbek.body.errors).toEqual({ activeTo: uz(span.message) });
    expect(inUzbek.body.errors!.activeTo).toContain(startLabel('boxPrice', span, uz));
  });

  it('takes one that lasts a single day: both days count', async () => {
    const created = await send('POST', '/api/box-prices', tariff('2031-06-01', '2031-06-01'));
    expect(created.status).toBe(201);
    expect(created.body.activeTo).toBe('2031-06-01');
  });
});

describe("a waybill's volume", () => {
  const create = (fields: Record<string, unknown>) =>
    send('POST', '/api/waybills', {
      trackingNumber: `VOL${Math.floor(Math.random() * 1e9)}`,
      status: 'CREATED',
      ...fields,
    });

  it('is length × width × height in m3 when all three are given, whatever volume is sent', async () => {
    const created = await create({ length: 30, width: 20, height: 10, volume: 9 });
    expect(created.status).toBe(201);
    expect(created.body.volume).toBe(0.006);
  });

  it('follows a patch of one side, with the stored other two', async () => {
    const { body: waybill } = await create({ length: 40, width: 25, height: 10 });
    const patched = await send('PATCH', `/api/waybills/${waybill.id}`, {
      height: 20,
      version: waybill.version,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.volume).toBe(0.02);
  });

  it('is as typed while a side is not measured', async () => {
    const created = await create({ length: 40, width: 25, volume: 0.5 });
    expect(created.body.volume).toBe(0.5);
  });

  it('refuses sides whose volume is beyond the largest a waybill may have', async () => {
    const refused = await expectRefused(
      server,
      () => create({ length: 1000, width: 1000, height: 100 }),
      400,
      'validation.formFailed',
    );
    expect(refused.errors).toEqual({ volume: en('validation.maxValue', { max: 50 }) });
  });
});
