/**
 * The registry's newer words, each compiled into what it says: a field's filter operator and
 * default, a text's transform, `extends` (and `abstract`), and business actions (route table,
 * validator, OpenAPI, buttons); pages' `reads`. Codegen runs as a developer would, on a scratch
 * copy of the project with a few resources of its own.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCodegen, scratchProject } from './runCodegen';

const labels = (en: string) => `{ uz: ${en}, en: ${en}, cn: ${en} }`;

/** Only a base: two stores extend it. */
const STORE_BASE = `name: storeBase
abstract: true
access:
  group: platform
recordRepresentation: code
sort: { field: code, order: ASC }
fields:
  code:
    type: string
    labels: ${labels('Code')}
    required: true
    pattern: '^[A-Z0-9]+$'
    patternHint: ${labels('Capitals and digits')}
    transform: upper
    filter: exact
    in: [list, filter, show, edit, create]
  status:
    type: enum
    enum: pvzStatus
    labels: ${labels('Status')}
    filter: in
    filterDefault: [ACTIVE]
    in: [list, filter, show, edit, create]
  ownerId:
    type: reference
    required: true
    in: [list, filter, show, edit, create]
  capacity:
    type: number
    max: 100000
    labels: ${labels('Capacity')}
    filterDefault: { gte: 10 }
    in: [list, filter, show, edit, create]
`;

const NORTH_STORE = `name: northStore
extends: storeBase
api: north-stores
labels:
  uz: { one: North, many: North }
  en: { one: North store, many: North stores }
  cn: { one: North, many: North }
icon: Store
route: { section: system, path: northStore, order: 97 }
fields:
  ownerId:
    reference: client
    labels: ${labels('Client')}
actions:
  closeStore:
    path: close
    scope: record
    roles: [PLATFORM_ROOT]
    icon: Lock
    labels: ${labels('Close')}
    confirm: { uz: 'Close %{code}?', en: 'Close %{code}?', cn: 'Close %{code}?' }
    payload:
      reason:
        type: text
        required: true
        transform: trim
        labels: ${labels('Reason')}
    when: { status: ACTIVE }
  recountStores:
    path: recount
    scope: collection
    access: edit
    icon: Calculate
    labels: ${labels('Recount')}
`;

const SOUTH_STORE = `name: southStore
extends: storeBase
api: south-stores
labels:
  uz: { one: South, many: South }
  en: { one: South store, many: South stores }
  cn: { one: South, many: South }
icon: Store
route: { section: system, path: southStore, order: 98 }
fields:
  ownerId:
    reference: company
    labels: ${labels('Company')}
  code:
    filter: contains
`;

let dir: string;
const read = (path: string) => readFileSync(join(dir, path), 'utf8');

beforeAll(() => {
  dir = scratchProject(['schema', 'src', 'server']);
  writeFileSync(join(dir, 'schema/resources/storeBase.yaml'), STORE_BASE);
  writeFileSync(join(dir, 'schema/resources/northStore.yaml'), NORTH_STORE);
  writeFileSync(join(dir, 'schema/resources/southStore.yaml'), SOUTH_STORE);
  const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
  expect(result.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toEqual([]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The generated runtime metadata of the scratch project. */
const registry = async () =>
  (await import(
    join(dir, 'src/core/generated/registry.ts')
  )) as typeof import('../../../src/core/generated/registry');

describe('filter operators and defaults', () => {
  it('go into the runtime metadata, as the YAML says or the type gives', async () => {
    const { resources } = await registry();
    const field = (resource: string, name: string) =>
      resources[resource].fields.find((f) => f.name === name)!;
    expect(field('northStore', 'code').filter).toBe('exact');
    expect(field('southStore', 'code').filter).toBe('contains');
    expect(field('northStore', 'status')).toMatchObject({
      filter: 'in',
      filterDefault: ['ACTIVE'],
    });
    expect(field('northStore', 'capacity').filter).toBe('range');
    // equals is called exact now: an enum's default operator.
    expect(resources.waybill.fields.find((f) => f.name === 'payStatus')!.filter).toBe('exact');
  });

  it('make the list: a multi-select for in, and the defaults on first open', () => {
    const list = read('src/generated/views/northStore.list.tsx');
    expect(list).toContain('<EnumArrayInput key="status" source="status" enumName="pvzStatus" />');
    expect(list).toMatch(
      /const filterDefaultValues = \{ status: \['ACTIVE'\], capacity_gte: 10 \}/,
    );
    expect(list).toContain('filterDefaultValues={filterDefaultValues}');
    const waybills = read('src/generated/views/waybill.list.tsx');
    expect(waybills).toContain('<EnumArrayInput key="status" source="status"');
  });
});

describe('transform', () => {
  it('runs in the generated validator before the checks', async () => {
    const validators = read('src/core/generated/validators.ts');
    expect(validators).toMatch(
      /code: required\(\s*transformed\(\s*'upper',\s*z\s*\.string\(\)\s*\.trim\(\)/,
    );
    const { validators: schemas } = (await import(
      join(dir, 'src/core/generated/validators.ts')
    )) as typeof import('../../../src/core/generated/validators');
    const parsed = schemas.northStore.safeParse({ code: ' ab12 ', ownerId: 3 });
    expect(parsed.success && parsed.data.code).toBe('AB12');
  });

  it('is said in the API contract', () => {
    const openapi = JSON.parse(read('docs/openapi.json'));
    expect(openapi.components.schemas.NorthStoreInput.properties.code.description).toBe(
      'Code; upper-cased when written',
    );
  });
});

describe('extends', () => {
  it('gives each resource the base definition with its own keys laid over it', async () => {
    const { resources } = await registry();
    const owner = (name: string) => resources[name].fields.find((f) => f.name === 'ownerId');
    expect(owner('northStore')).toMatchObject({ type: 'reference', reference: 'client' });
    expect(owner('southStore')).toMatchObject({ type: 'reference', reference: 'company' });
    expect(resources.northStore.fields.map((f) => f.name)).toEqual(
      resources.southStore.fields.map((f) => f.name),
    );
    expect(resources.southStore.sort).toEqual({ field: 'code', order: 'ASC' });
    const access = read('src/core/generated/access.ts');
    expect(access).toMatch(
      /southStore: \{\s*list: \['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN', 'PLATFORM_USER'\]/,
    );
  });

  it('an abstract base generates nothing', async () => {
    const { resources } = await registry();
    expect(resources.storeBase).toBeUndefined();
    expect(existsSync(join(dir, 'src/generated/views/storeBase.tsx'))).toBe(false);
    expect(read('server/generated/collections.ts')).not.toContain('storeBase');
  });

  it('the twin price cycles come from one definition', () => {
    const base = readFileSync(join(ROOT, 'schema/resources/priceCycle.yaml'), 'utf8');
    expect(base).toContain('abstract: true');
    const view = read('src/generated/views/companyPriceCycle.tsx');
    expect(view).toContain('schema/resources/priceCycle.yaml');
    expect(view).toContain('reference="system/company"');
  });
});

describe('actions', () => {
  it('are routes of the API, with who may call them and the validator of their body', async () => {
    const { actionRoutes } = (await import(join(dir, 'server/generated/actions.ts'))) as {
      actionRoutes: readonly Record<string, unknown>[];
    };
    expect(actionRoutes).toContainEqual({
      name: 'closeStore',
      resource: 'northStore',
      method: 'post',
      path: '/north-stores/:id/close',
      roles: ['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN'],
      payload: 'closeStore',
    });
    // access: edit admits the roles of the resource's edit rule.
    expect(actionRoutes).toContainEqual(
      expect.objectContaining({ name: 'recountStores', path: '/north-stores/recount' }),
    );
    expect(read('src/core/generated/validators.ts')).toMatch(
      /closeStore: z\.strictObject\(\{[\s\S]*reason: required\(\s*transformed\('trim'/,
    );
  });

  it('are in the API contract', () => {
    const openapi = JSON.parse(read('docs/openapi.json'));
    const close = openapi.paths['/north-stores/{id}/close'].post;
    expect(close).toMatchObject({
      operationId: 'closeStore',
      tags: ['Actions'],
      requestBody: {
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/NorthStoreCloseStorePayload' },
          },
        },
      },
    });
    expect(openapi.components.schemas.NorthStoreCloseStorePayload.required).toEqual(['reason']);
    expect(openapi.paths['/north-stores/recount'].post.operationId).toBe('recountStores');
    // The rest of the contract that comes from the registry: exports, the bell, pages' reads.
    expect(openapi.paths['/north-stores/export'].get).toBeDefined();
    expect(openapi.paths['/notifications'].get).toBeDefined();
    expect(openapi.paths['/stats/pvz'].get.summary).toContain('/pvzList/analytics');
    expect(openapi.paths['/waybills/bulk-status'].post.operationId).toBe('bulkStatus');
  });

  it('get buttons where they go, with their texts', () => {
    const buttons = read('src/generated/views/northStore.actions.tsx');
    expect(buttons).toContain('export const NorthStoreCloseStoreAction');
    expect(buttons).toContain('export const NorthStoreRowActions');
    expect(buttons).toContain('export const NorthStoreListActions');
    expect(buttons).toContain(
      'label="resources.system/northStore.actions.closeStore.fields.reason"',
    );
    expect(read('src/generated/views/northStore.tsx')).toContain(
      'actions={<NorthStoreShowActions />}',
    );
    expect(read('src/routeScreens/generated/resources.tsx')).toContain(
      "import('../../generated/views/northStore.actions').then((m) => m.NorthStoreRowActions)",
    );
    const en = read('src/core/generated/i18n.en.ts');
    expect(en).toMatch(/closeStore: \{\s*label: 'Close',\s*confirm: 'Close %\{code\}\?',/);
  });

  it('without a planner stop tsc', () => {
    writeFileSync(
      join(dir, 'tsconfig.planners.json'),
      JSON.stringify({
        extends: join(ROOT, 'tsconfig.json'),
        include: [],
        files: ['server/entities/planners.ts'],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.planners.json')],
      { encoding: 'utf8' },
    );
    expect(tsc.status).not.toBe(0);
    expect(tsc.stdout).toMatch(/planners\.ts.*closeStore/s);
  }, 120_000);
});
