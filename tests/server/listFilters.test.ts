/**
 * Every filter a list offers is one the API applies. For each list (a resource's own page, and
 * each view of schema/pages.yaml with its fixed filter) and each filter it offers (the keys
 * ResourceList draws: listFilterKeys less those the view fixes), the test chooses values from the
 * stored data, sends them as react-admin does (the view's fixed filter laid over the chosen one)
 * and checks, by the contract's plain rule, that every record answered meets the chosen filter.
 * A filter the fixed one overrides (a "Paid" pay status on the unpaid shipments) fails here, and
 * so does one the API refuses. The search box has its own tests (lists.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enums, resources } from '../../src/core/generated/registry';
import { isOfferedWith, listFilterKeys } from '../../src/core/registry/listFilters';
import { isFinal } from '../../src/core/rules/transitions';
import type { FieldMeta, ResourceMeta } from '../../src/core/registry/types';
import { views } from '../../server/generated/views';
import { search } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let root: string;
let stored: Record<string, Row[]>;
beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
  stored = await readStored(server);
});
afterAll(() => server.stop());

const DAY_MS = 24 * 60 * 60 * 1000;
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/** The lists: each resource's own page, and each view at its path with its fixed filter. */
const lists: [string, ResourceMeta, Record<string, unknown> | undefined][] = [
  ...Object.values(resources).map((meta): [string, ResourceMeta, undefined] => [
    `/${meta.route}`,
    meta,
    undefined,
  ]),
  ...Object.values(views).map((view): [string, ResourceMeta, Record<string, unknown>] => [
    view.path,
    resources[view.resource],
    view.filter,
  ]),
];
type Comparable = string | number;

/** A few values of a field the stored records hold (any of them, blanks left out). */
function heldValues(rows: readonly Row[], field: string, count = 3): unknown[] {
  const values = [...new Set(rows.map((row) => row[field]).flat())].filter((v) => !isBlank(v));
  return values.slice(0, count);
}

/** The values the test chooses for one filter key, each with the rule a record must meet. */
function choices(meta: ResourceMeta, key: string): [unknown, (row: Row) => boolean][] {
  const rows = stored[meta.api];
  if (key === 'delayDays') {
    const status = meta.fields.find((f) => f.type === 'enum' && enums[f.enum]?.flow);
    return [1, 3, 7, 14].map((days) => [
      days,
      (row) =>
        status?.type === 'enum' &&
        !isFinal(status.enum, String(row[status.name])) &&
        typeof row.statusChangedAt === 'string' &&
        Date.parse(row.statusChangedAt) <= testNow() - days * DAY_MS,
    ]);
  }
  const range = /^(.+)_(gte|lte)$/.exec(key);
  const field = meta.fields.find((f) => f.name === (range ? range[1] : key)) as FieldMeta;
  if (range) {
    const side = range[2];
    return heldValues(rows, field.name, 2).map((bound) => [
      bound,
      (row) => {
        const held = row[field.name] as Comparable;
        return (
          !isBlank(held) &&
          (side === 'gte' ? held >= (bound as Comparable) : held <= (bound as Comparable))
        );
      },
    ]);
  }
  const values =
    field.type === 'enum' || field.type === 'enumList'
      ? enums[field.enum].values
      : field.type === 'boolean'
        ? [true, false]
        : heldValues(rows, field.name);
  return values.map((value) => {
    const wanted =
      field.filter === 'contains' ? String(value).slice(0, 3).toLowerCase() : String(value);
    const meets = (held: unknown) =>
      field.filter === 'contains'
        ? String(held).toLowerCase().includes(wanted)
        : String(held) === wanted;
    return [
      field.filter === 'contains' ? wanted : value,
      (row) =>
        Array.isArray(row[field.name])
          ? (row[field.name] as unknown[]).some(meets)
          : !isBlank(row[field.name]) && meets(row[field.name]),
    ];
  });
}

describe('every filter a list offers is applied by the API', () => {
  it.each(lists)('%s', async (_path, meta, fixed) => {
    const offered = listFilterKeys(meta).filter((key) => key !== 'q' && isOfferedWith(key, fixed));
    const unmet: unknown[] = [];
    let answered = 0;
    for (const key of offered) {
      for (const [value, meets] of choices(meta, key)) {
        // react-admin's merge: the view's fixed filter over the user's (useListController).
        const s = { ...{ [key]: value }, ...fixed };
        const { status, body } = await server.call<Row[]>(
          `/api/${meta.api}?s=${search(s)}&range=${search([0, 49])}`,
          { token: root },
        );
        if (status !== 200) unmet.push({ key, value, status, body });
        else if (body.some((row) => !meets(row))) unmet.push({ key, value, ignored: true });
        else if (body.length > 0) answered += 1;
      }
    }
    expect(unmet).toEqual([]);
    // Not empty answers only: the filters were tried on records they keep, where the view's own
    // filter keeps any (the small test data has no parcel waiting past its free days, say).
    const kept = await server.call<Row[]>(
      `/api/${meta.api}?s=${search(fixed)}&range=${search([0, 0])}`,
      { token: root },
    );
    if (offered.length > 0 && kept.body.length > 0) expect(answered).toBeGreaterThan(0);
  });
});
