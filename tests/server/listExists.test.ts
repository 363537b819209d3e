/**
 * The `<field>_exists` list filter over real HTTP: true keeps the records that have a value in the
 * field, false those that have none. Expectations are worked out from the seed data.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataText, startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let waybills: Row[];
beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
  waybills = JSON.parse(readFileSync(server.seedFile, 'utf8')).waybills;
});
afterAll(() => server.stop());

const matchingIds = async (search: unknown): Promise<(string | number)[]> => {
  const query = new URLSearchParams({ s: JSON.stringify(search), range: '[0,100000]' });
  const { status, body } = await server.call<Row[]>(`/api/waybills?${query}`, { token: root });
  expect(status).toBe(200);
  return body.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
};

const idsOf = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';

describe('<field>_exists', () => {
  it('true: records with a value in the field; false: records without one', async () => {
    const owned = waybills.filter((row) => hasValue(row.clientId));
    const unowned = waybills.filter((row) => !hasValue(row.clientId));
    // The demo data has both kinds, so each answer is a real subset.
    expect(owned.length).toBeGreaterThan(0);
    expect(unowned.length).toBeGreaterThan(0);

    expect(await matchingIds({ clientId_exists: true })).toEqual(idsOf(owned));
    expect(await matchingIds({ clientId_exists: false })).toEqual(idsOf(unowned));
  });

  it('combines with the other keys, as the "unpaid waybills" view asks', async () => {
    const expected = waybills.filter(
      (row) => row.payStatus === 'UN_BILLED' && hasValue(row.companyId),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await matchingIds({ payStatus: 'UN_BILLED', companyId_exists: true })).toEqual(
      idsOf(expected),
    );
  });

  it('works on fields that have no filter of their own', async () => {
    const noted = waybills.filter((row) => hasValue(row.valuableNote));
    expect(noted.length).toBeGreaterThan(0);
    expect(await matchingIds({ valuableNote_exists: true })).toEqual(idsOf(noted));
  });

  it('treats an empty text as no value', async () => {
    // The API stores a blank text as null, so an empty one can only come from the seed data.
    const data = JSON.parse(demoDataText()) as { waybills: Row[] };
    const target = data.waybills[0];
    target.receiver = '';
    const other = await startTestServer({ data: JSON.stringify(data) });
    try {
      const token = await other.login('root');
      const query = (exists: boolean) =>
        new URLSearchParams({ s: JSON.stringify({ receiver_exists: exists, id: target.id }) });
      const withValue = await other.call<Row[]>(`/api/waybills?${query(true)}`, { token });
      const without = await other.call<Row[]>(`/api/waybills?${query(false)}`, { token });
      expect(withValue.body).toEqual([]);
      expect(without.body.map((row) => row.id)).toEqual([target.id]);
    } finally {
      await other.stop();
    }
  });

  it('400 for a value that is not true or false, or a field the resource does not have', async () => {
    for (const search of [{ clientId_exists: 'yes' }, { colour_exists: true }]) {
      const query = new URLSearchParams({ s: JSON.stringify(search) });
      const { status, body } = await server.call<ErrorBody>(`/api/waybills?${query}`, {
        token: root,
      });
      expect(status).toBe(400);
      expect(body.message).toBe(en('errors.http.400'));
      expect(Object.keys(body.errors ?? {})).toEqual(Object.keys(search));
    }
  });
});
