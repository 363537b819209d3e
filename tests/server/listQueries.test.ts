/**
 * The list contract over the database against its reference: for several hundred random queries
 * (a seeded PRNG, so a failure repeats) of every kind docs/api.md gives lists — substring search
 * on tracking numbers and names, equality and any-of on enums and references, pasted exact
 * numbers, ranges on dates and numbers, `_exists`, `q` (a waybill's through its client too), id
 * lists, `delayDays`, sorts on many fields both ways, pages — GET /api/waybills and /api/clients as
 * root answer with the records, in the order, and the Content-Range total that `queryRows`
 * (server/resources/listQuery.ts, the list engine over plain records) gives over the demo data
 * the database was seeded with.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/core/generated/registry';
import type { FieldMeta, ResourceMeta } from '../../src/core/registry/types';
import type { DbRecord } from '../../server/db/types';
import { readListParams } from '../../server/resources/listParams';
import { queryRows } from '../../server/resources/listQuery';
import { searchPlan, type SearchPlan } from '../../server/resources/searchPlan';
import { demoDataText, startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

/** Queries per resource. */
const QUERIES = { waybill: 400, client: 250 } as const;
const SEED = 20240517;

/**
 * Names people type in Uzbekistan besides plain Latin: Cyrillic, the Uzbek Latin letters with
 * their apostrophes, and others. Some records of the demo data get them, so that searches in any
 * case are compared over more than ASCII.
 */
const NAMES = [
  'Ўткир Шукуров',
  'Гулноза Қодирова',
  'ОЛЬГА Ёқубова',
  'Oʻktam Gʻaniyev',
  "G'ayrat O'rinov",
  'Şahzoda Çelik',
  'Дилшод ҲАСАНОВ',
  'Ærø Straße',
  '李明 Wang',
];

function withNames(data: Record<string, Row[]>): Record<string, Row[]> {
  NAMES.forEach((name, index) => {
    Object.assign(data.clients[index * 3], { nickname: name });
    Object.assign(data.waybills[index * 7], { receiver: name, comment: `${name}: ${index}` });
  });
  return data;
}

let server: TestServer;
let root: string;
let seeded: Record<string, Row[]>;
beforeAll(async () => {
  server = await startTestServer({ data: JSON.stringify(withNames(JSON.parse(demoDataText()))) });
  root = await server.login('root');
  seeded = JSON.parse(readFileSync(server.seedFile, 'utf8'));
}, 60_000);
afterAll(() => server.stop());

/** mulberry32: a small seeded PRNG, numbers in [0, 1). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  constructor(private readonly next: () => number) {}
  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)];
  }
  some<T>(items: readonly T[], count: number): T[] {
    return Array.from({ length: count }, () => this.pick(items));
  }
  /** Each letter in a random case. */
  anyCase(text: string): string {
    return [...text].map((c) => (this.chance(0.5) ? c.toUpperCase() : c.toLowerCase())).join('');
  }
  /** A piece of the text, 1 to 6 characters. */
  piece(text: string): string {
    const chars = [...text];
    const length = 1 + this.below(Math.min(6, chars.length));
    const start = this.below(chars.length - length + 1);
    return chars.slice(start, start + length).join('');
  }
}

const isBlank = (value: unknown) => value === null || value === undefined;
/** A unique code (tracking number, client code): an array of them is pasted exact values. */
const isUnique = (field: FieldMeta) => field.type === 'string' && field.unique;
const filterable = (meta: ResourceMeta, test: (field: FieldMeta) => boolean) =>
  meta.fields.filter((field) => field.name !== 'id' && test(field));

/** Values the field holds in the demo data (no blanks, no lists). */
function valuesOf(rows: readonly Row[], field: string): unknown[] {
  return rows
    .map((row) => row[field])
    .filter((value) => !isBlank(value) && typeof value !== 'object');
}

/** One random `s` entry (or two, for a range) for the resource, from the values it holds. */
function randomCondition(
  dice: Dice,
  meta: ResourceMeta,
  rows: readonly Row[],
): Record<string, unknown> {
  const texts = filterable(
    meta,
    (f) => f.filter === 'contains' && (f.type === 'string' || f.type === 'text'),
  );
  const uniques = texts.filter(isUnique);
  const equals = filterable(
    meta,
    (f) => f.filter !== 'contains' && f.filter !== 'range' && f.type !== 'list',
  );
  const ranges = filterable(meta, (f) => f.filter === 'range');
  const any = filterable(meta, () => true);

  const kind = dice.pick([
    'contains',
    'contains',
    'containsAny',
    'pasted',
    'equals',
    'equals',
    'equalsAny',
    'range',
    'range',
    'exists',
    'q',
    'ids',
    'odd',
    ...(meta.fields.some((f) => f.name === 'statusChangedAt') ? ['delay'] : []),
  ]);
  const textValue = (field: FieldMeta) => {
    const values = valuesOf(rows, field.name);
    return values.length > 0 ? String(dice.pick(values)) : 'x';
  };
  switch (kind) {
    case 'contains': {
      const field = dice.pick(texts);
      return { [field.name]: dice.anyCase(dice.piece(textValue(field))) };
    }
    case 'containsAny': {
      // An array on a field that is not unique: any of the pieces.
      const field = dice.pick(texts.filter((f) => !isUnique(f)));
      const pieces = Array.from({ length: 1 + dice.below(3) }, () => dice.piece(textValue(field)));
      return { [field.name]: pieces.map((piece) => dice.anyCase(piece)) };
    }
    case 'pasted': {
      // Pasted numbers: whole values in any case with stray spaces, parts and unknown ones.
      const field = dice.pick(uniques);
      const pasted = Array.from({ length: 1 + dice.below(8) }, () => {
        const value = textValue(field);
        const roll = dice.below(6);
        if (roll === 0) return value.slice(0, Math.max(1, value.length - 2));
        if (roll === 1) return `NO-SUCH-${dice.below(1000)}`;
        return `${dice.chance(0.3) ? '  ' : ''}${dice.anyCase(value)}${dice.chance(0.3) ? ' ' : ''}`;
      });
      return { [field.name]: pasted };
    }
    case 'equals':
    case 'equalsAny': {
      const field = dice.pick(equals);
      const choices =
        field.type === 'enum'
          ? [...new Set([...valuesOf(rows, field.name), 'NO_SUCH_VALUE'])]
          : field.type === 'boolean'
            ? [true, false, 'true', 'false']
            : [...new Set(valuesOf(rows, field.name)), 987654];
      // Numbers go as numbers or as their text: 1 and "1" are equal.
      const value = () => {
        const chosen = dice.pick(choices);
        return typeof chosen === 'number' && dice.chance(0.4) ? String(chosen) : chosen;
      };
      return {
        [field.name]:
          kind === 'equals' ? value() : Array.from({ length: 1 + dice.below(4) }, value),
      };
    }
    case 'range': {
      const field = dice.pick(ranges);
      const values = valuesOf(rows, field.name);
      const bound = () => {
        if (values.length === 0)
          return field.type === 'number' || field.type === 'integer' ? 1 : '2026-01-01';
        const value = dice.pick(values);
        if (typeof value === 'number') {
          const roll = dice.below(4);
          if (roll === 0) return String(value);
          if (roll === 1) return Math.round(value * 10) / 10 + 0.05;
          return value;
        }
        // A date-time bound as a whole day (YYYY-MM-DD), a minute, or the exact moment.
        const text = String(value);
        return dice.pick([text.slice(0, 10), text.slice(0, 16), text]);
      };
      const sides = dice.pick([['gte'], ['lte'], ['gte', 'lte']]);
      return Object.fromEntries(sides.map((side) => [`${field.name}_${side}`, bound()]));
    }
    case 'exists':
      return { [`${dice.pick(any).name}_exists`]: dice.chance(0.5) };
    case 'q': {
      // A piece of what the search reads: the row's own fields or its client's.
      const row = dice.pick(rows);
      const shown = searchedOf(meta, seeded).plan.fields.filter((f) => !isBlank(row[f]));
      const text = shown.length > 0 ? String(row[dice.pick(shown)]) : 'a';
      return { q: dice.anyCase(dice.piece(text)) };
    }
    case 'ids': {
      const ids = dice.some(rows, 1 + dice.below(6)).map((row) => row.id);
      if (dice.chance(0.3)) return { id: dice.pick(ids) };
      return { id: [...ids.map((id) => (dice.chance(0.3) ? String(id) : id)), 987654] };
    }
    case 'delay':
      return { delayDays: dice.pick([1, 3, 7, 14]) };
    default: {
      // What a LIKE pattern or a full-text query would take for its own: the contract means the
      // characters.
      const odd = dice.pick([
        '%',
        '_',
        '\\',
        "'",
        '%0',
        'a_b',
        '"',
        'a"b"c',
        '*ab',
        '{a}:',
        'NEAR(a',
      ]);
      return dice.chance(0.3) ? { q: odd } : { [dice.pick(texts).name]: odd };
    }
  }
}

interface Query {
  s: Record<string, unknown>;
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
}

function randomQuery(dice: Dice, meta: ResourceMeta, rows: readonly Row[]): Query {
  const s: Record<string, unknown> = {};
  const conditions = dice.pick([0, 1, 1, 1, 1, 2, 2, 3]);
  for (let i = 0; i < conditions; i += 1) Object.assign(s, randomCondition(dice, meta, rows));
  const sortable = [
    'id',
    ...meta.fields.filter((field) => field.sortable).map((field) => field.name),
  ];
  const query: Query = { s };
  if (dice.chance(0.85)) query.sort = [dice.pick(sortable), dice.chance(0.5) ? 'ASC' : 'DESC'];
  if (dice.chance(0.8)) {
    const size = dice.pick([1, 5, 10, 25, 50, 1000]);
    // Mostly the first pages; now and then anywhere, past the end too.
    const start = dice.chance(0.15)
      ? dice.below(rows.length + 10)
      : size * dice.below(size > 25 ? 1 : 3);
    query.range = [start, start + size - 1];
  }
  return query;
}

function queryString(query: Query): string {
  const parts = [`s=${encodeURIComponent(JSON.stringify(query.s))}`];
  if (query.sort) parts.push(`sort=${encodeURIComponent(JSON.stringify(query.sort))}`);
  if (query.range) parts.push(`range=${encodeURIComponent(JSON.stringify(query.range))}`);
  return parts.join('&');
}

/**
 * The rows as root's `q` reads them, for the engine over plain records: what a reference's search
 * reads of the record it names (a waybill's client's code, phone...) copied onto the row, under
 * names of their own, and the plan that searches those copies with the row's own fields.
 */
function searchedOf(meta: ResourceMeta, data: Record<string, Row[]>) {
  const { fields, references } = searchPlan(meta, 'ROOT', undefined, false);
  const copies = references.flatMap((ref) => ref.fields.map((field) => ({ ref, field })));
  const named = (ref: { field: string }, field: string) => `${ref.field}>${field}`;
  const byId = new Map(
    references.map((ref) => [ref, new Map(data[ref.collection].map((row) => [row.id, row]))]),
  );
  const rows = data[meta.api].map((row) => {
    const copy: Row = { ...row };
    for (const { ref, field } of copies)
      copy[named(ref, field)] = byId.get(ref)?.get(row[ref.field] as number)?.[field];
    return copy;
  });
  const plan: SearchPlan = {
    fields: [...fields, ...copies.map(({ ref, field }) => named(ref, field))],
    references: [],
  };
  return { rows, plan };
}

/** What the list engine answers over the demo data: ids in order and the Content-Range header. */
function reference(meta: ResourceMeta, query: Query, now: Date) {
  const read = readListParams(meta, {
    s: JSON.stringify(query.s),
    ...(query.sort && { sort: JSON.stringify(query.sort) }),
    ...(query.range && { range: JSON.stringify(query.range) }),
  });
  if (!read.ok) throw new Error(`the test made a malformed query: ${JSON.stringify(read.errors)}`);
  const { rows, plan } = searchedOf(meta, seeded);
  const params = { ...read.params, searchPlan: plan };
  const result = queryRows(rows as DbRecord[], meta, params, now);
  if (!result.ok) return { status: 400, ids: [], contentRange: null };
  const { items, start, total } = result;
  const span = items.length > 0 ? `${start}-${start + items.length - 1}` : '*';
  return {
    status: 200,
    ids: items.map((item) => item.id),
    contentRange: `${meta.api} ${span}/${total}`,
  };
}

describe.each([
  ['waybill', resources.waybill],
  ['client', resources.client],
] as const)('GET /api/%s lists as the reference engine does', (name, meta) => {
  it(`answers ${QUERIES[name]} random queries with the same records, order and total`, async () => {
    const { rows } = searchedOf(meta, seeded);
    expect(rows.length).toBeGreaterThan(20);
    const dice = new Dice(prng(SEED + name.length));
    const mismatches: unknown[] = [];
    /** Queries some record matches, and those whose page shows some. */
    const seen = { matched: 0, shown: 0 };
    for (let n = 0; n < QUERIES[name]; n += 1) {
      const query = randomQuery(dice, meta, rows);
      const answer = await server.call<Row[]>(`/api/${meta.api}?${queryString(query)}`, {
        token: root,
      });
      const expected = reference(meta, query, new Date(testNow()));
      const got = {
        status: answer.status,
        ids: answer.status === 200 ? answer.body.map((row) => row.id) : [],
        contentRange: answer.headers.get('content-range'),
      };
      if (JSON.stringify(got) !== JSON.stringify(expected))
        mismatches.push({ n, query, expected, got });
      if (!expected.contentRange?.endsWith('/0')) seen.matched += 1;
      if (expected.ids.length > 0) seen.shown += 1;
    }
    expect({ count: mismatches.length, first: mismatches.slice(0, 5) }).toEqual({
      count: 0,
      first: [],
    });
    // The queries find something often enough to be worth comparing.
    expect(seen.matched, JSON.stringify(seen)).toBeGreaterThan(QUERIES[name] * 0.5);
    expect(seen.shown, JSON.stringify(seen)).toBeGreaterThan(QUERIES[name] * 0.4);
  });
});

describe('case-insensitive search beyond ASCII', () => {
  const metas = { clients: resources.client, waybills: resources.waybill };
  it.each([
    ['clients', { nickname: 'ольга' }],
    ['clients', { nickname: 'ЎТ' }],
    ['clients', { q: 'қоДИР' }],
    // A waybill through its client's nickname.
    ['waybills', { q: 'ольГА' }],
    ['waybills', { receiver: 'şAHZ' }],
    ['waybills', { receiver: 'ærø' }],
    ['waybills', { comment: 'АсА' }],
  ] as const)('GET /api/%s?s=%j finds what the reference finds', async (api, s) => {
    const meta = metas[api];
    const query: Query = { s, sort: ['id', 'ASC'] };
    const answer = await server.call<Row[]>(`/api/${api}?${queryString(query)}`, { token: root });
    const expected = reference(meta, query, new Date(testNow()));
    expect(expected.ids.length).toBeGreaterThan(0);
    expect(answer.body.map((row) => row.id)).toEqual(expected.ids);
  });
});
