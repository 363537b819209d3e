/**
 * The indexed list engine against the plain rule: many random queries (filters of every kind,
 * sort field and direction, page) over the stored waybills give exactly what filtering and
 * sorting a copy of the same records gives, also after random inserts, updates and deletes have
 * gone through the store and its indexes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../scripts/fixtures/generate';
import { Random } from '../../scripts/fixtures/random';
import { enums, resources } from '../../src/generated/registry';
import type { ResourceMeta } from '../../src/registry/types';
import { saveChanges } from '../../server/actions/saveChanges';
import { collections } from '../../server/generated/collections';
import { recordsOf } from '../../server/resources/findRecord';
import type { ListParams } from '../../server/resources/listParams';
import { runListQuery, type ListResult } from '../../server/resources/listQuery';
import { indexFor } from '../../server/storage/collectionIndex';
import { closeDatabase, openDatabase, storeOf } from '../../server/storage/openDatabase';
import type { Database, DbRecord } from '../../server/storage/types';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const waybill = resources.waybill;
const random = new Random('list engine');
let folder: string;
let dataFile: string;
let db: Database;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'baraka-engine-'));
  dataFile = join(folder, 'db.json');
  const data = generateDataset({ seed: 'engine', waybills: 1500 }) as Record<string, DbRecord[]>;
  // Blanks and odd values the plain rule has to order and filter too.
  for (const record of data.waybills) {
    if (random.chance(0.1)) delete record.weight;
    if (random.chance(0.05)) record.weight = null;
    if (random.chance(0.1)) delete record.statusChangedAt;
    if (random.chance(0.05)) record.trackingNumber = ` ${String(record.trackingNumber)}X `;
    if (random.chance(0.05)) record.comment = '';
  }
  writeFileSync(dataFile, JSON.stringify(data));
  db = await openDatabase(dataFile, Object.keys(collections));
}, 60_000);

afterAll(async () => {
  await closeDatabase(dataFile);
  rmSync(folder, { recursive: true, force: true });
});

const waybills = () => recordsOf(db, waybill.api);
const sample = <T>(items: readonly T[]) => random.pick(items);
const values = (field: string) => waybills().map((record) => record[field]);
const nonBlank = (field: string) => values(field).filter((value) => value != null);

/** Records the last random writes changed: queries aim at them too. */
let changed: DbRecord[] = [];

/** Something a user could type: part of a stored value, in any case. */
function partOf(field: string, among = waybills()): string {
  const text = String(
    sample(among.map((record) => record[field]).filter((value) => value != null)),
  );
  const start = random.int(0, Math.max(0, text.length - 2));
  const part = text.slice(start, start + random.int(1, 4));
  return random.chance(0.5) ? part.toUpperCase() : part;
}

const searchMakers: (() => Record<string, unknown>)[] = [
  () => ({ status: sample(enums.waybillStatus.values) }),
  () => ({ status: random.sample(enums.waybillStatus.values, random.int(1, 4)) }),
  () => ({ payStatus: sample(enums.payStatus.values) }),
  () => ({ clientId: String(sample(nonBlank('clientId'))) }),
  () => ({ companyId: random.sample([...new Set(nonBlank('companyId'))], 2) }),
  () => ({ isValuable: random.chance(0.5) }),
  () => ({ trackingNumber: partOf('trackingNumber') }),
  () => ({
    // Pasted numbers: any case, stray spaces, some unknown.
    trackingNumber: [
      ...random
        .sample(nonBlank('trackingNumber'), random.int(1, 40))
        .map((value) => (random.chance(0.5) ? ` ${String(value).toLowerCase()}` : value)),
      'NO-SUCH-NUMBER',
    ],
  }),
  () => ({ q: partOf('trackingNumber') }),
  () => ({ trackingNumber: partOf('trackingNumber', changed.length > 0 ? changed : waybills()) }),
  () => ({ weight_gte: random.float(0, 20) }),
  () => ({ weight_lte: String(random.float(0, 20)) }),
  () => ({ createdAt_gte: String(sample(nonBlank('createdAt'))).slice(0, 10) }),
  () => ({ createdAt_lte: String(sample(nonBlank('createdAt'))) }),
  () => ({ statusChangedAt_lte: String(sample(nonBlank('statusChangedAt'))).slice(0, 7) }),
  () => ({
    [`${sample(['clientId', 'companyId', 'comment', 'weight'])}_exists`]: random.chance(0.5),
  }),
  () => ({ id: random.sample(values('id'), random.int(1, 30)) }),
  () => ({ delayDays: sample([1, 3, 7, 14]) }),
  () => ({ receiver: [partOf('receiver'), partOf('receiver')] }),
];

function randomParams(meta: ResourceMeta): ListParams {
  const search: Record<string, unknown> = {};
  for (let keys = random.int(0, 3); keys > 0; keys--) Object.assign(search, sample(searchMakers)());
  const sortable = ['id', ...meta.fields.filter((f) => f.sortable).map((f) => f.name)];
  const start = random.int(0, 60);
  return {
    search,
    sort: { field: sample(sortable), order: random.chance(0.5) ? 'ASC' : 'DESC' },
    range: random.chance(0.2) ? undefined : { start, end: start + random.int(0, 40) },
  };
}

const answer = (result: ListResult) =>
  result.ok ? { total: result.total, ids: result.items.map((record) => record.id) } : result;

function expectSameAnswers(rounds: number): void {
  expect(indexFor(waybills()), 'the stored array has indexes').toBeDefined();
  for (let round = 0; round < rounds; round++) {
    const params = randomParams(waybill);
    const indexed = runListQuery(waybills(), waybill, params, NOW);
    // A copy is not the stored array: the engine filters and sorts it record by record.
    const plain = runListQuery([...waybills()], waybill, params, NOW);
    expect(answer(indexed), JSON.stringify(params)).toEqual(answer(plain));
  }
}

/** A few random inserts, updates and deletes, through the store like any API write. */
async function randomWrites(): Promise<void> {
  const stored = waybills();
  const updates = random.sample(stored, 5).map((record) => ({
    record,
    changes: {
      status: sample(enums.waybillStatus.values),
      weight: random.chance(0.2) ? undefined : random.float(0, 20),
      createdAt: String(sample(nonBlank('createdAt'))),
      statusChangedAt: random.chance(0.2) ? null : String(sample(nonBlank('createdAt'))),
      trackingNumber: `${random.digits(3)}-${String(record.trackingNumber)}`,
    },
  }));
  changed = updates.map(({ record }) => record);
  const inserts = [0, 1].map(() => ({
    collection: waybill.api,
    record: { ...sample(stored), id: undefined, trackingNumber: `NEW-${random.digits(8)}` },
  }));
  // Some batches only update, so that no insert or delete rebuilds the indexes for them.
  if (random.chance(0.5)) return saveChanges(db, updates);
  await saveChanges(db, updates, inserts);
  await storeOf(db).commit(random.sample(waybills(), 2).map((record) => ({ delete: record })));
}

describe('the indexed list engine', () => {
  it('answers random queries exactly as filtering and sorting every record', () => {
    expectSameAnswers(400);
  });

  it('still does after random inserts, updates and deletes', async () => {
    for (let batch = 0; batch < 30; batch++) {
      await randomWrites();
      expectSameAnswers(15);
    }
  }, 120_000);

  it('reports the same field errors', () => {
    const params = (search: Record<string, unknown>): ListParams => ({
      search,
      sort: { field: 'id', order: 'ASC' },
    });
    for (const search of [{ delayDays: 5 }, { delayDays: '' }, { weight_gte: 'x' }, { nope: 1 }]) {
      const result = runListQuery(waybills(), waybill, params(search), NOW);
      expect(result.ok, JSON.stringify(search)).toBe(false);
      expect(result).toEqual(runListQuery([...waybills()], waybill, params(search), NOW));
    }
  });
});
