/**
 * GET /api/<collection>/export over real HTTP: the xlsx file is opened with exceljs, as a user's
 * spreadsheet program would, and compared with what the list endpoint returns for the same query.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../server/db/demoData/generate';
import { demoDataText, startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

/** A waybill with a known creation instant: 19:30 UTC is 00:30 the next day in Tashkent. */
const KNOWN_UTC = '2026-03-01T19:30:00.000Z';
const KNOWN_TRACKING = 'EXPORTTEST0001';

let server: TestServer;
let root: string;
beforeAll(async () => {
  const data = JSON.parse(demoDataText()) as { waybills: Row[] };
  Object.assign(data.waybills[0], { createdAt: KNOWN_UTC, trackingNumber: KNOWN_TRACKING });
  server = await startTestServer({ data: JSON.stringify(data) });
  root = await server.login('root');
});
afterAll(() => server.stop());

interface Query {
  s?: unknown;
  sort?: unknown;
}

const queryText = ({ s, sort }: Query) => {
  const params = new URLSearchParams();
  if (s !== undefined) params.set('s', JSON.stringify(s));
  if (sort !== undefined) params.set('sort', JSON.stringify(sort));
  return params.toString();
};

const requestExport = (collection: string, query: Query, token = root, language = 'en') =>
  fetch(`${server.url}/api/${collection}/export?${queryText(query)}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language, source: 'ADMIN_WEB' },
  });

/** A refused export: its status, content type and JSON body. */
async function refusalOf(collection: string, query: Query, token = root) {
  const response = await requestExport(collection, query, token);
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, type, body: (await response.json()) as ErrorBody };
}

/** The export as the browser receives it, opened as a workbook. */
async function exportOf(collection: string, query: Query, language = 'en', token = root) {
  return workbookOf(await requestExport(collection, query, token, language));
}

async function workbookOf(response: Response) {
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type; Node's Buffer is what it reads.
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows = sheet.getSheetValues().slice(1) as unknown[][];
  const headers = rows[0].slice(1) as string[];
  /** Data rows as objects keyed by header. */
  const records = rows
    .slice(1)
    .map((values) =>
      Object.fromEntries(headers.map((header, index) => [header, values[index + 1]])),
    );
  const cell = (row: number, header: string) =>
    sheet.getRow(row + 2).getCell(headers.indexOf(header) + 1);
  return { response, headers, records, cell };
}

async function listOf(collection: string, query: Query) {
  const rows = await server.call<Row[]>(
    `/api/${collection}?${queryText(query)}&range=${JSON.stringify([0, 100000])}`,
    { token: root },
  );
  return { rows: rows.body, total: Number(rows.headers.get('x-total-count')) };
}

describe('the file', () => {
  it('is an xlsx attachment named for the collection and the Tashkent time', async () => {
    const before = testNow();
    const { response } = await exportOf('waybills', {});
    const after = testNow();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const stamp = (instant: number) => {
      const iso = new Date(instant + 5 * 60 * 60 * 1000).toISOString();
      return `waybills-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.xlsx`;
    };
    expect([before, after].map((instant) => `attachment; filename="${stamp(instant)}"`)).toContain(
      response.headers.get('content-disposition'),
    );
  });

  it('has the field labels of the request language as headers, units included', async () => {
    const english = await exportOf('waybills', {});
    expect(english.headers.slice(0, 9)).toEqual([
      'Tracking number',
      'Status',
      'Client',
      'Company',
      'Weight (kg)',
      'Final freight ($)',
      'Pay status',
      'Created at',
      'Way status',
    ]);
    // Show-page fields follow the list's; json and list fields (status history) have no column.
    expect(english.headers).toContain('Receiver address');
    expect(english.headers).toContain('Storage fee ($)');
    expect(english.headers).not.toContain('Status history');

    const uzbek = await exportOf('waybills', {}, 'uz');
    expect(uzbek.headers.slice(0, 5)).toEqual([
      'Trek raqami',
      'Holati',
      'Mijoz',
      'Kompaniya',
      "Og'irligi (kg)",
    ]);
  });
});

describe('the rows', () => {
  it('are exactly the list rows for the same filter and sort, in the same order', async () => {
    const query = { s: { payStatus: 'UN_PAID', weight_gte: 1 }, sort: ['weight', 'DESC'] };
    const list = await listOf('waybills', query);
    const file = await exportOf('waybills', query);
    expect(list.total).toBeGreaterThan(1);
    expect(list.total).toBeLessThan(JSON.parse(demoDataText()).waybills.length);
    expect(file.response.headers.get('x-total-count')).toBe(String(list.total));
    expect(file.records).toHaveLength(list.total);
    expect(file.records.map((row) => row['Tracking number'])).toEqual(
      list.rows.map((row) => row.trackingNumber),
    );
  });

  it('writes numbers as numbers with a number format, and enums and booleans as labels', async () => {
    const { rows } = await listOf('waybills', { s: { weight_gte: 0 } });
    const file = await exportOf('waybills', { s: { weight_gte: 0 } });
    const weight = file.cell(0, 'Weight (kg)');
    expect(weight.value).toBe(rows[0].weight);
    expect(typeof weight.value).toBe('number');
    expect(weight.numFmt).toBe('#,##0.000');
    expect(file.records[0].Status).toBe(en(`enums.waybillStatus.${String(rows[0].status)}`));
    expect(file.records[0].Valuable).toBe(rows[0].isValuable === true ? 'Yes' : 'No');
  });

  it('names a referenced client by its client code, as the list shows it', async () => {
    const { rows } = await listOf('waybills', { s: { clientId_exists: true } });
    const client = (
      await server.call<Row>(`/api/clients/${String(rows[0].clientId)}`, { token: root })
    ).body;
    const file = await exportOf('waybills', { s: { clientId_exists: true } });
    expect(file.records[0].Client).toBe(client.clientCode);
  });

  it("holds a company role's own company's rows, naming only the records it may see", async () => {
    const companyAdmin = await server.login('company_admin');
    const me = (await server.call<Row>('/api/user/info', { token: companyAdmin })).body;
    const own = await listOf('waybills', { s: { companyId: me.companyId } });
    // One of its parcels is given a responsible person of the platform (no company): to the
    // company admin that user does not exist, so the file shows the id, not the username.
    const users = await server.call<Row[]>('/api/users?s={"username":"root"}', { token: root });
    const rootUser = users.body.find((user) => user.username === 'root')!;
    const target = own.rows[0];
    const patched = await server.call(`/api/waybills/${target.id}`, {
      method: 'PATCH',
      token: root,
      body: { responsibleStaffId: rootUser.id },
    });
    expect(patched.status).toBe(200);

    const sort = ['id', 'ASC'];
    const file = await exportOf('waybills', { sort }, 'en', companyAdmin);
    const expected = await listOf('waybills', { s: { companyId: me.companyId }, sort });
    expect(file.records.map((record) => record['Tracking number'])).toEqual(
      expected.rows.map((row) => row.trackingNumber),
    );
    const row = file.records.find((record) => record['Tracking number'] === target.trackingNumber);
    expect(row?.['Responsible staff']).toBe(String(rootUser.id));
    // ROOT's own export names the same person.
    const rootFile = await exportOf('waybills', { sort });
    const rootRow = rootFile.records.find(
      (record) => record['Tracking number'] === target.trackingNumber,
    );
    expect(rootRow?.['Responsible staff']).toBe('root');
  });

  it('keeps texts with XML markup and edge blanks, dropping characters XML cannot hold', async () => {
    const { rows } = await listOf('waybills', { sort: ['id', 'ASC'] });
    const comment = '  Fragile & <heavy> "box"\u0001\u001f here ';
    const patched = await server.call(`/api/waybills/${rows[0].id}`, {
      method: 'PATCH',
      token: root,
      body: { comment },
    });
    expect(patched.status).toBe(200);
    const file = await exportOf('waybills', { s: { trackingNumber: rows[0].trackingNumber } });
    expect(file.records).toHaveLength(1);
    expect(file.records[0].Comment).toBe('  Fragile & <heavy> "box" here ');
  });

  it('writes a date-time as a real Excel date showing Tashkent wall-clock time', async () => {
    const file = await exportOf('waybills', { s: { trackingNumber: KNOWN_TRACKING } });
    expect(file.records).toHaveLength(1);
    const created = file.cell(0, 'Created at');
    // Excel keeps no zone: the cell's clock reads 00:30 on 2 March, as in Tashkent.
    expect(created.value).toEqual(new Date('2026-03-02T00:30:00.000Z'));
    expect(created.numFmt).toContain('hh:mm');
  });
});

describe('refusals answer JSON before any file', () => {
  it('403 for a role that may list waybills but not export', async () => {
    const companyUser = await server.login('company_user');
    const list = await server.call('/api/waybills?range=[0,0]', { token: companyUser });
    expect(list.status).toBe(200);
    expect(await refusalOf('waybills', {}, companyUser)).toEqual({
      status: 403,
      type: expect.stringContaining('application/json'),
      body: { message: en('errors.http.403') },
    });
  });

  it('403 for a role with the export element that may not list the resource', async () => {
    const finance = await server.login('platform_finance');
    expect((await server.call('/api/users', { token: finance })).status).toBe(403);
    expect((await refusalOf('users', {}, finance)).status).toBe(403);
  });

  it('400 with the field errors for a malformed `s` or an unknown filter', async () => {
    const malformed = await fetch(`${server.url}/api/waybills/export?s=not-json`, {
      headers: { Authorization: `Bearer ${root}`, 'Accept-Language': 'en' },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      message: en('errors.http.400'),
      errors: { s: en('errors.api.badParameter') },
    });
    expect(await refusalOf('waybills', { s: { noSuchField: 1 } })).toEqual({
      status: 400,
      type: expect.stringContaining('application/json'),
      body: {
        message: en('errors.http.400'),
        errors: { noSuchField: en('errors.api.unknownFilter') },
      },
    });
  });

  it('401 without a token and 404 for an unknown collection', async () => {
    expect((await fetch(`${server.url}/api/waybills/export`)).status).toBe(401);
    expect((await refusalOf('no-such-things', {})).status).toBe(404);
  });
});

describe('a large export', () => {
  const WAYBILLS = 5000;
  let large: TestServer;
  let token: string;
  beforeAll(async () => {
    const data = generateDataset({ seed: 2, waybills: WAYBILLS });
    large = await startTestServer({ data: JSON.stringify(data) });
    token = await large.login('root');
  });
  afterAll(() => large.stop());

  it('streams every row, each with the values the list shows', async () => {
    const query = queryText({ sort: ['id', 'ASC'] });
    const list = await large.call<Row[]>(`/api/waybills?${query}&range=[0,${WAYBILLS}]`, {
      token,
    });
    expect(list.body).toHaveLength(WAYBILLS);
    const response = await fetch(`${large.url}/api/waybills/export?${query}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en', source: 'ADMIN_WEB' },
    });
    // Sent as it is written: the size is not known before the end.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const file = await workbookOf(response);
    expect(file.records).toHaveLength(WAYBILLS);
    const tashkent = (iso: unknown) => new Date(Date.parse(String(iso)) + 5 * 60 * 60 * 1000);
    expect(
      file.records.map((record) => [
        record['Tracking number'],
        record['Weight (kg)'],
        record['Created at'],
      ]),
    ).toEqual(
      list.body.map((row) => [
        row.trackingNumber,
        row.weight ?? undefined,
        tashkent(row.createdAt),
      ]),
    );
  });
});
