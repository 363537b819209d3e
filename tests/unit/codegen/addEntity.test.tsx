// @vitest-environment jsdom
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  type I18nProvider,
} from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
`;

let dir: string;
beforeAll(() => {
  dir = scratchProject(['schema', 'src']);
  writeFileSync(join(dir, 'schema/resources/warehouse.yaml'), WAREHOUSE);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: join(ROOT, 'tsconfig.json'), include: ['src'] }),
  );
  const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
  expect(result.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toEqual([]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('adding an entity is one YAML file', { timeout: 120_000 }, () => {
  it('compiles with the rest of the app', () => {
    const tsc = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json'), '--noEmit'],
      {
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('gets a menu entry, role rules and an API collection', () => {
    const resources = readFileSync(join(dir, 'src/generated/resources.tsx'), 'utf8');
    expect(resources).toContain('route: "system/warehouse"'.replace(/"/g, "'"));
    const access = readFileSync(join(dir, 'src/generated/access.ts'), 'utf8');
    expect(access).toMatch(
      /warehouse: \{\s*list: \['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN', 'PLATFORM_USER'\]/,
    );
  });

  /** `module`: `warehouse.list` for the list, `warehouse` for the record pages. */
  const renderView = async (module: string, exportName: string, i18n: I18nProvider) => {
    const views = (await import(join(dir, `src/generated/views/${module}.tsx`))) as Record<
      string,
      ComponentType
    >;
    const View = views[exportName];
    const dataProvider = testDataProvider({
      getList: async () =>
        ({ data: [{ id: 1, title: 'Yunusobod ombori', capacity: 1250 }], total: 1 }) as never,
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18n}>
        <ResourceContextProvider value="system/warehouse">
          <View />
        </ResourceContextProvider>
      </AdminContext>,
    );
  };

  it('shows a list with its columns and rows, and a form with its inputs', async () => {
    const { createI18nProvider } = (await import(join(dir, 'src/i18n/i18nProvider.ts'))) as {
      createI18nProvider: (lang: string) => I18nProvider;
    };
    const i18n = createI18nProvider('en');
    await renderView('warehouse.list', 'WarehouseList', i18n);
    expect(await screen.findByText('Yunusobod ombori')).toBeTruthy();
    expect(screen.getAllByText('Warehouse name').length).toBeGreaterThan(0);
    expect(screen.getByText('Capacity')).toBeTruthy();
    await renderView('warehouse', 'WarehouseCreate', i18n);
    expect(await screen.findByLabelText(/Warehouse name/)).toBeTruthy();
    expect(screen.getByLabelText(/Capacity/)).toBeTruthy();
  });
});
