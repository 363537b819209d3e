// @vitest-environment jsdom
/**
 * The add-an-entity test ("The foundation, second version"): a scratch copy of the project (app,
 * API, demo data generator) gets one YAML file, warehouse.yaml, and nothing else (the tsconfig
 * written beside it only tells tsc what to check). Codegen alone then gives a list with demo
 * rows from the scratch API, its defaults in the create form, its action's button and the
 * declarative action working over HTTP, and its paths in the OpenAPI file.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  usePermissions,
  type AuthProvider,
  type I18nProvider,
  type RaRecord,
} from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT, runCodegen, scratchProject } from './runCodegen';

const WAREHOUSE = `name: warehouse
api: warehouses
labels:
  uz: { one: Ombor, many: Omborlar }
  en: { one: Warehouse, many: Warehouses }
  cn: { one: 仓库, many: 仓库 }
icon: Warehouse
route: { section: system, path: warehouse, order: 99 }
access:
  group: platform
recordRepresentation: title
sort: { field: title, order: ASC }
actions:
  deactivate:
    path: deactivate
    scope: record
    roles: [platform]
    icon: Block
    labels: { uz: Faolsizlantirish, en: Deactivate, cn: 停用 }
    confirm: { uz: '%{title} yopilsinmi?', en: 'Deactivate %{title}?', cn: '停用 %{title}？' }
    summary: Take a warehouse out of use
    when: { active: true }
    set: { active: false, status: INACTIVE }
fields:
  title:
    type: string
    labels: { uz: Ombor nomi, en: Warehouse name, cn: 仓库名称 }
    required: true
    max: 80
    in: [list, filter, show, edit, create]
  capacity:
    type: number
    unit: m3
    min: 0
    labels: { uz: Sig'imi, en: Capacity, cn: 容量 }
    in: [list, show, edit, create]
  status:
    type: enum
    enum: pvzStatus
    labels: { uz: Holati, en: Status, cn: 状态 }
    required: true
    default: ACTIVE
    in: [list, filter, show, edit, create]
  active:
    type: boolean
    labels: { uz: Faol, en: Active, cn: 启用 }
    default: true
    in: [list, filter, show, edit, create]
  pvzId:
    type: reference
    reference: pvz
    labels: { uz: Topshirish punkti, en: Pickup point, cn: 自提点 }
    required: true
    in: [list, filter, show, edit, create]
`;

let dir: string;
beforeAll(() => {
  // What the app, the API and the demo data are made of; node_modules stays the project's.
  dir = scratchProject(['schema', 'src', 'server', 'fixtures', 'tests/server/helpers']);
  writeFileSync(join(dir, 'schema/resources/warehouse.yaml'), WAREHOUSE);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: join(ROOT, 'tsconfig.json'),
      include: ['src', 'server'],
    }),
  );
  const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
  expect(result.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toEqual([]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A module of the scratch project, typed as the project's own. */
const scratch = async <T,>(path: string) => (await import(join(dir, path))) as T;

const scratchI18n = async () => {
  const { createI18nProvider } = await scratch<{
    createI18nProvider: (lang: string) => I18nProvider;
  }>('src/i18n/i18nProvider.ts');
  return createI18nProvider('en');
};

describe('adding an entity is one YAML file', { timeout: 180_000 }, () => {
  it('compiles with the rest of the app and its API: the set action needs no planner', () => {
    const tsc = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json'), '--noEmit'],
      {
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    const routes = readFileSync(join(dir, 'server/generated/actions.ts'), 'utf8');
    expect(routes).toContain("path: '/warehouses/:id/deactivate'");
    expect(routes).toMatch(/set: \{ active: false, status: 'INACTIVE' \}/);
  });

  it('gets a menu entry, role rules and an API collection', () => {
    const resources = readFileSync(join(dir, 'src/routeScreens/generated/resources.tsx'), 'utf8');
    expect(resources).toContain('route: "system/warehouse"'.replace(/"/g, "'"));
    const access = readFileSync(join(dir, 'src/core/generated/access.ts'), 'utf8');
    expect(access).toMatch(
      /warehouse: \{\s*list: \['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN', 'PLATFORM_USER'\]/,
    );
  });

  /** `module`: `warehouse.list` for the list, `warehouse` for the record pages. */
  const renderView = async (module: string, exportName: string, i18n: I18nProvider) => {
    const views = await scratch<Record<string, ComponentType>>(`src/generated/views/${module}.tsx`);
    const View = views[exportName];
    const dataProvider = testDataProvider({
      getList: async () =>
        ({ data: [{ id: 1, title: 'Yunusobod ombori', capacity: 1250 }], total: 1 }) as never,
      getMany: async () => ({ data: [] }) as never,
    });
    return render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18n}>
        <ResourceContextProvider value="system/warehouse">
          <View />
        </ResourceContextProvider>
      </AdminContext>,
    );
  };

  it('shows a list with its columns and rows, and a form with its inputs', async () => {
    const i18n = await scratchI18n();
    await renderView('warehouse.list', 'WarehouseList', i18n);
    expect(await screen.findByText('Yunusobod ombori')).toBeTruthy();
    expect(screen.getAllByText('Warehouse name').length).toBeGreaterThan(0);
    expect(screen.getByText('Capacity')).toBeTruthy();
    await renderView('warehouse', 'WarehouseCreate', i18n);
    expect(await screen.findByLabelText(/Warehouse name/)).toBeTruthy();
    expect(screen.getByLabelText(/Capacity/)).toBeTruthy();
  });

  it('starts a new record with its defaults in the create form', async () => {
    const { container } = await renderView('warehouse', 'WarehouseCreate', await scratchI18n());
    const active = (await screen.findByLabelText('Active')) as HTMLInputElement;
    expect(active.checked).toBe(true);
    // The status select holds ACTIVE and shows its label (pvzStatus: "Open").
    const status = container.querySelector<HTMLInputElement>('input[name="status"]');
    expect(status?.value).toBe('ACTIVE');
    expect(screen.getByText('Open')).toBeTruthy();
    // A reference has no default: the input starts empty.
    expect((screen.getByLabelText(/Pickup point/) as HTMLInputElement).value).toBe('');
  });

  it("gets its action's button, for the records its when matches, calling its path", async () => {
    const { WarehouseRowActions, WarehouseShowActions } = await scratch<
      Record<string, ComponentType>
    >('src/generated/views/warehouse.actions.tsx');
    const i18n = await scratchI18n();
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(`${String(init.method)} ${url}`);
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const signedIn: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => 'PLATFORM_USER',
    };
    const Ready = () => (usePermissions().isPending ? null : <span>ready</span>);
    const renderFor = async (record: RaRecord, Actions: ComponentType) => {
      render(
        <AdminContext authProvider={signedIn} i18nProvider={i18n}>
          <Ready />
          <RecordContextProvider value={record}>
            <Actions />
          </RecordContextProvider>
        </AdminContext>,
      );
      await screen.findByText('ready');
    };
    const warehouse = { id: 7, title: 'Chilonzor ombori', active: true, status: 'ACTIVE' };

    await renderFor({ ...warehouse, active: false }, WarehouseRowActions);
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    cleanup();

    await renderFor(warehouse, WarehouseShowActions);
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeTruthy();
    cleanup();

    await renderFor(warehouse, WarehouseRowActions);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivate Chilonzor ombori?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/warehouses/7/deactivate']));
  });

  it('lists its collection, its record, its action and its export in the OpenAPI file', () => {
    const openapi = JSON.parse(readFileSync(join(dir, 'docs/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; description?: string }>>;
    };
    expect(Object.keys(openapi.paths['/warehouses'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(Object.keys(openapi.paths['/warehouses/{id}'])).toEqual(
      expect.arrayContaining(['get', 'put', 'patch', 'delete']),
    );
    const action = openapi.paths['/warehouses/{id}/deactivate'].post;
    expect(action.operationId).toBe('deactivate');
    expect(action.description).toContain('Sets `active` to false');
    expect(openapi.paths['/warehouses/export'].get).toBeDefined();
  });

  it('is served by its API with demo rows, and its set action works as declared', async () => {
    type Row = Record<string, unknown> & { id: number };
    const { startTestServer, testNow } = await scratch<
      typeof import('../../server/helpers/testServer')
    >('tests/server/helpers/testServer.ts');
    const { en } =
      await scratch<typeof import('../../../src/core/i18n/app/en')>('src/core/i18n/app/en.ts');
    // The scratch API over a new SQLite database with the default generated demo data.
    const server = await startTestServer({ database: join(dir, 'baraka.db'), data: null });
    try {
      const root = await server.login('root');
      const list = await server.call<Row[]>('/api/warehouses', { token: root });
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(0);
      // Every reference points at a pickup point that exists.
      const pvzIds = [...new Set(list.body.map((row) => row.pvzId))];
      expect(pvzIds.every((id) => id !== undefined && id !== null)).toBe(true);
      for (const id of pvzIds)
        expect((await server.call(`/api/pvzs/${String(id)}`, { token: root })).status).toBe(200);

      const target = list.body.find((row) => row.active === true);
      expect(target).toBeDefined();
      const path = `/api/warehouses/${target!.id}/deactivate`;
      const before = testNow();
      const done = await server.call<Row>(path, { method: 'POST', token: root });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ id: target!.id, active: false, status: 'INACTIVE' });
      // Written as any action writes: stamped now.
      expect(Date.parse(String(done.body.updatedAt))).toBeGreaterThanOrEqual(before - 1000);
      const stored = await server.call<Row>(`/api/warehouses/${target!.id}`, { token: root });
      expect(stored.body).toMatchObject({ active: false, status: 'INACTIVE' });

      // Once inactive, `when: { active: true }` refuses it, with a translated message.
      const again = await server.call<{ message: string }>(path, { method: 'POST', token: root });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(en.recordActions.errors.notApplicable);
      // No such record; a role outside the action's audience.
      const missing = await server.call('/api/warehouses/987654/deactivate', {
        method: 'POST',
        token: root,
      });
      expect(missing.status).toBe(404);
      const other = list.body.find((row) => row.active === true && row.id !== target!.id);
      const refused = await server.call(`/api/warehouses/${other!.id}/deactivate`, {
        method: 'POST',
        token: await server.login('company_user'),
      });
      expect(refused.status).toBe(403);
    } finally {
      await server.stop();
    }
  });
});
