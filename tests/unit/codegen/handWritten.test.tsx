// @vitest-environment jsdom
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCodegen, scratchProject } from './runCodegen';

// Unmounted after each test: a list's column selector keeps a timer that would outlive jsdom.
afterEach(cleanup);
/** An entity that names a hand-written component at every place the registry allows one. */
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
bulkActions: warehouse/WarehouseBulkActions
components: { show: warehouse/WarehouseShow }
listFilters:
  fullness:
    component: warehouse/FullnessFilter
    labels: { uz: To'liqligi, en: Fullness, cn: 满载率 }
related:
  - { resource: shelf, field: warehouseId }
fields:
  title:
    type: string
    labels: { uz: Ombor nomi, en: Warehouse name, cn: 仓库名称 }
    required: true
    max: 80
    in: [list, filter, show, edit, create]
    components: { field: warehouse/LoudField, input: warehouse/LoudInput, filter: warehouse/LoudFilter }
    filterAlwaysOn: true
  capacity:
    type: number
    unit: m3
    labels: { uz: Sig'imi, en: Capacity, cn: 容量 }
    in: [list, show, edit, create]
`;

const SHELF = `name: shelf
api: shelves
labels:
  uz: { one: Javon, many: Javonlar }
  en: { one: Shelf, many: Shelves }
  cn: { one: 货架, many: 货架 }
icon: ViewModule
route: { section: system, path: shelf, order: 100 }
access:
  group: platform
recordRepresentation: code
sort: { field: code, order: ASC }
fields:
  code:
    type: string
    labels: { uz: Kodi, en: Code, cn: 编号 }
    required: true
    in: [list, show, edit, create]
  warehouseId:
    type: reference
    reference: warehouse
    labels: { uz: Ombor, en: Warehouse, cn: 仓库 }
    in: [list, show, edit, create]
`;

/**
 * The hand-written components, as a developer would write them in src/resources/warehouse/ (the
 * show page in src/pages/warehouse/).
 */
const COMPONENTS: Record<string, string> = {
  'LoudField.tsx': `import { useFieldValue } from 'react-admin';
export const LoudField = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  return <strong>{String(value ?? '').toUpperCase()}</strong>;
};`,
  'LoudInput.tsx': `import { TextInput } from 'react-admin';
export const LoudInput = (props: { source: string; isRequired?: boolean }) => (
  <TextInput {...props} helperText="Written in capitals" />
);`,
  'LoudFilter.tsx': `import { TextInput } from 'react-admin';
export const LoudFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <TextInput {...props} label="Loud search" />
);`,
  'FullnessFilter.tsx': `import { NumberInput } from 'react-admin';
export const FullnessFilter = (props: { source: string }) => <NumberInput {...props} />;`,
  'WarehouseBulkActions.tsx': `export const WarehouseBulkActions = () => <button type="button">Inventory</button>;`,
  'WarehouseShow.tsx': `import { Show } from 'react-admin';
import { WarehouseRelated, WarehouseShowFields } from '../../generated/views/warehouse';
export const WarehouseShow = () => (
  <Show>
    <h2>Hand-written page</h2>
    {WarehouseShowFields.title}
    <WarehouseRelated />
  </Show>
);`,
};

let dir: string;
const read = (path: string) => readFileSync(join(dir, path), 'utf8');

beforeAll(() => {
  dir = scratchProject(['schema', 'src']);
  writeFileSync(join(dir, 'schema/resources/warehouse.yaml'), WAREHOUSE);
  writeFileSync(join(dir, 'schema/resources/shelf.yaml'), SHELF);
  const own = join(dir, 'src/resources/warehouse');
  mkdirSync(own, { recursive: true });
  const ownPages = join(dir, 'src/pages/warehouse');
  mkdirSync(ownPages, { recursive: true });
  for (const [file, text] of Object.entries(COMPONENTS))
    writeFileSync(join(file === 'WarehouseShow.tsx' ? ownPages : own, file), text);
  const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
  expect(result.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toEqual([]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const i18n = async (): Promise<I18nProvider> => {
  const { createI18nProvider } = (await import(join(dir, 'src/i18n/i18nProvider.ts'))) as {
    createI18nProvider: (lang: string) => I18nProvider;
  };
  return createI18nProvider('en');
};

/** `warehouse.list` for the list, `warehouse` for the record pages. */
const views = async (module = 'warehouse') =>
  (await import(join(dir, `src/generated/views/${module}.tsx`))) as Record<string, ComponentType>;

const WAREHOUSES = [{ id: 1, title: 'Yunusobod', capacity: 1250 }];
const SHELVES = [{ id: 7, code: 'A-01', warehouseId: 1 }];

const dataProvider = (): DataProvider =>
  testDataProvider({
    getList: async () => ({ data: WAREHOUSES, total: 1 }) as never,
    getOne: async () => ({ data: WAREHOUSES[0] }) as never,
    getManyReference: async (resource: string, params: { target: string; id: unknown }) =>
      ({
        data: SHELVES.filter(
          (shelf) => resource === 'system/shelf' && shelf.warehouseId === params.id,
        ),
        total: 1,
      }) as never,
  });

describe('hand-written components named in the registry', { timeout: 120_000 }, () => {
  it('compile with the generated views', () => {
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: join(ROOT, 'tsconfig.json'),
        include: [
          'src/generated/views/warehouse.tsx',
          'src/generated/views/warehouse.list.tsx',
          'src/routeScreens/generated/resources.tsx',
          // Ambient declarations of untyped packages (node-polyglot) the views reach.
          'src/**/*.d.ts',
        ],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json'), '--noEmit'],
      { encoding: 'utf8' },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
  });

  it('replace the generated show page, which is loaded on demand', () => {
    expect(read('src/routeScreens/generated/resources.tsx')).toMatch(
      /show: lazyPage\(\s*\(\) =>\s*import\('\.\.\/\.\.\/pages\/warehouse\/WarehouseShow'\)/,
    );
    expect(read('src/generated/views/warehouse.tsx')).not.toContain('export const WarehouseShow ');
  });

  it('show a field in the list, an always-on filter, a labelled extra filter and bulk buttons', async () => {
    const { WarehouseList } = await views('warehouse.list');
    render(
      <AdminContext dataProvider={dataProvider()} i18nProvider={await i18n()}>
        <ResourceContextProvider value="system/warehouse">
          <WarehouseList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('YUNUSOBOD')).toBeTruthy();
    expect(screen.getByLabelText('Loud search')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /add filter/i }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Fullness' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    expect(await screen.findByRole('button', { name: 'Inventory' })).toBeTruthy();
  });

  it('edit a field with its own input', async () => {
    const { WarehouseEdit } = await views();
    render(
      <TestMemoryRouter initialEntries={['/1']}>
        <AdminContext dataProvider={dataProvider()} i18nProvider={await i18n()}>
          <ResourceContextProvider value="system/warehouse">
            <Routes>
              <Route path="/:id" element={<WarehouseEdit />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('Written in capitals')).toBeTruthy();
  });

  it('give the hand-written page the fields by name and the related records', async () => {
    const { WarehouseShow } = (await import(
      join(dir, 'src/pages/warehouse/WarehouseShow.tsx')
    )) as Record<string, ComponentType>;
    render(
      <TestMemoryRouter initialEntries={['/1']}>
        <AdminContext dataProvider={dataProvider()} i18nProvider={await i18n()}>
          <ResourceContextProvider value="system/warehouse">
            <Routes>
              <Route path="/:id" element={<WarehouseShow />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('YUNUSOBOD')).toBeTruthy();
    const shelves = (await screen.findByRole('heading', { name: 'Shelves' })).parentElement!;
    expect(await within(shelves).findByText('A-01')).toBeTruthy();
    // The column pointing back at the warehouse would repeat it on every row.
    expect(within(shelves).queryByText('Warehouse')).toBeNull();
  });
});
