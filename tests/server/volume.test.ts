/**
 * The list contract at volume: 20,000 generated waybills behind the real server. Pages, totals,
 * filters, pasted tracking numbers and delayDays are compared with the plain rule worked out
 * here from the same data, also after writes. (Speed is measured by `npm run bench`.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../server/db/demoData/generate';
import { isFinal } from '../../src/core/rules/transitions';
import { tashkentDayOf } from '../../src/core/time/tashkent';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

const WAYBILLS = 20_000;
let server: TestServer;
let root: string;
let waybills: Row[];

beforeAll(async () => {
  const data = generateDataset({ seed: 'volume', waybills: WAYBILLS });
  waybills = data.waybills as Row[];
  // Thousands of pasted numbers make a long URL, which the demo server accepts.
  server = await startTestServer({ data: JSON.stringify(data), maxHeaderSize: 1024 * 1024 });
  root = await server.login('root');
}, 180_000);
afterAll(() => server.stop());

type Query = { s?: unknown; sort?: [string, 'ASC' | 'DESC']; range?: [number, number] };

async function list(query: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, JSON.stringify(value));
  const answer = await server.call<Row[]>(`/api/waybills?${params}`, { token: root });
  expect(answer.status).toBe(200);
  return { rows: answer.body, total: Number(answer.headers.get('x-total-count')) };
}

/** The contract's order (docs/api.md): values as numbers or text, blanks last, ties by id in the same direction. */
function ordered(rows: Row[], field: string, order: 'ASC' | 'DESC'): Row[] {
  const direction = order === 'ASC' ? 1 : -1;
  const blank = (value: unknown) => value === null || value === undefined;
  return [...rows].sort((a, b) => {
    const [x, y] = [a[field], b[field]];
    const byId = (Number(a.id) - Number(b.id)) * direction;
    if (blank(x) || blank(y)) return Number(blank(x)) - Number(blank(y)) || byId;
    const byValue =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x) < String(y)
          ? -1
          : String(x) > String(y)
            ? 1
            : 0;
    return byValue * direction || byId;
  });
}

const ids = (rows: Row[]) => rows.map((row) => row.id);

describe(`lists over ${WAYBILLS} waybills`, () => {
  it('pages the whole collection newest first', async () => {
    const newest = ordered(waybills, 'createdAt', 'DESC');
    const first = await list({ range: [0, 24] });
    expect(first.total).toBe(WAYBILLS);
    expect(ids(first.rows)).toEqual(ids(newest.slice(0, 25)));
    const deep = await list({ range: [15_000, 15_049] });
    expect(ids(deep.rows)).toEqual(ids(newest.slice(15_000, 15_050)));
  });

  it('filters, sorts and pages like the plain rule', async () => {
    const cases: { query: Query; test: (row: Row) => boolean }[] = [
      {
        query: { s: { status: 'Toshkent' }, sort: ['weight', 'DESC'], range: [50, 74] },
        test: (row) => row.status === 'Toshkent',
      },
      {
        query: {
          s: { payStatus: 'UN_PAID', clientId_exists: true },
          sort: ['trackingNumber', 'ASC'],
          range: [0, 9],
        },
        test: (row) => row.payStatus === 'UN_PAID' && row.clientId != null,
      },
      {
        query: {
          s: { status: ['Osh', 'Ulugchat', 'Yiwu'], weight_gte: 2, createdAt_lte: '2026-11-15' },
          sort: ['createdAt', 'ASC'],
          range: [100, 199],
        },
        test: (row) =>
          ['Osh', 'Ulugchat', 'Yiwu'].includes(String(row.status)) &&
          typeof row.weight === 'number' &&
          row.weight >= 2 &&
          tashkentDayOf(row.createdAt)! <= '2026-11-15',
      },
      {
        query: { s: { trackingNumber: '77' }, sort: ['id', 'DESC'], range: [0, 49] },
        test: (row) => String(row.trackingNumber).includes('77'),
      },
    ];
    for (const { query, test } of cases) {
      const field = query.sort?.[0] ?? 'createdAt';
      const matching = ordered(waybills.filter(test), field, query.sort?.[1] ?? 'DESC');
      expect(matching.length, JSON.stringify(query)).toBeGreaterThan(0);
      const [start, end] = query.range ?? [0, WAYBILLS];
      const { rows, total } = await list(query);
      expect(total, JSON.stringify(query)).toBe(matching.length);
      expect(ids(rows), JSON.stringify(query)).toEqual(ids(matching.slice(start, end + 1)));
    }
  });

  it('finds thousands of pasted tracking numbers, in any case and with spaces', async () => {
    const pasted = waybills.filter((_row, index) => index % 7 === 0);
    const numbers = pasted.map((row, index) =>
      index % 2 ? ` ${String(row.trackingNumber).toLowerCase()} ` : String(row.trackingNumber),
    );
    const { rows, total } = await list({
      s: { trackingNumber: [...numbers, 'NOT-A-NUMBER'] },
      sort: ['id', 'ASC'],
      range: [0, WAYBILLS],
    });
    expect(total).toBe(pasted.length);
    expect(ids(rows)).toEqual(ids(pasted));
  });

  it('lists the waybills stuck in their status for 7 days', async () => {
    const delayed = (now: number) =>
      waybills.filter(
        (row) =>
          !isFinal('waybillStatus', String(row.status)) &&
          typeof row.statusChangedAt === 'string' &&
          row.statusChangedAt <= new Date(now - 7 * 24 * 60 * 60 * 1000).toISOString(),
      );
    const before = delayed(testNow());
    const { rows, total } = await list({
      s: { delayDays: 7 },
      sort: ['id', 'ASC'],
      range: [0, WAYBILLS],
    });
    const after = delayed(testNow());
    expect(before.length).toBeGreaterThan(0);
    // The server counts from the moment it answers: between the two.
    expect(total).toBeGreaterThanOrEqual(before.length);
    expect(total).toBeLessThanOrEqual(after.length);
    const listed = new Set(ids(rows));
    const allowed = new Set(ids(after));
    expect(before.every((row) => listed.has(row.id))).toBe(true);
    expect(ids(rows).every((id) => allowed.has(id))).toBe(true);

    const refused = await server.call<{ errors: Record<string, string> }>(
      `/api/waybills?s=${encodeURIComponent('{"delayDays":5}')}`,
      { token: root },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['delayDays']);
  });

  it('shows writes in the next list at once', async () => {
    const [light, heavy] = [waybills[100], waybills[200]];
    for (const [row, weight] of [
      [light, 0],
      [heavy, 1999],
    ] as const) {
      const patched = await server.call(`/api/waybills/${row.id}`, {
        token: root,
        method: 'PATCH',
        body: { weight },
      });
      expect(patched.status).toBe(200);
    }
    const created = await server.call<Row>('/api/waybills', {
      token: root,
      method: 'POST',
      body: { trackingNumber: 'VOLUME-NEW-1', weight: 2000 },
    });
    expect(created.status).toBe(201);
    // One on no bill: a confirmed bill's waybills are locked (409).
    const doomed = waybills.find((row, index) => index >= 300 && row.billId == null)!;
    const removed = await server.call(`/api/waybills/${doomed.id}`, {
      token: root,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);

    const heaviest = await list({ sort: ['weight', 'DESC'], range: [0, 1] });
    expect(ids(heaviest.rows)).toEqual([created.body.id, heavy.id]);
    expect(heaviest.total).toBe(WAYBILLS);
    const lightest = await list({ sort: ['weight', 'ASC'], range: [0, 0] });
    expect(lightest.rows[0].weight).toBe(0);
    expect(ids((await list({ s: { weight_lte: 0 } })).rows)).toContain(light.id);
    const gone = await list({ s: { id: [doomed.id] } });
    expect(gone.total).toBe(0);
  });
});
