// @vitest-environment jsdom
/**
 * The generated form of an entity, as a user meets it: a new record starts with the YAML
 * `default`s, an existing one does not, and what is saved is what the validator made of the input.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  ResourceContextProvider,
  testDataProvider,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientEdit } from '../../../src/generated/views/client';
import { UserCreate, UserEdit } from '../../../src/generated/views/user';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { ROOT } from './runCodegen';

afterEach(cleanup);

const USER = {
  id: 5,
  username: 'dilnoza',
  name: 'Dilnoza Karimova',
  role: 'PLATFORM_USER',
  isActive: false,
  createdAt: '2025-01-10T09:00:00.000Z',
};

/** Signed in as ROOT, who may change the user edited here (an edit form shows only then). */
const signedInAsRoot: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'ROOT',
  getIdentity: async () => ({ id: 1, fullName: 'Root' }),
};

function renderPage(page: 'create' | 'edit', dataProvider: DataProvider) {
  const Page = page === 'create' ? UserCreate : UserEdit;
  render(
    <TestMemoryRouter initialEntries={[page === 'create' ? '/create' : '/5']}>
      <AdminContext
        authProvider={signedInAsRoot}
        dataProvider={dataProvider}
        i18nProvider={createI18nProvider('en')}
      >
        <ResourceContextProvider value="system/user">
          <Routes>
            <Route path="/create" element={<Page />} />
            <Route path="/:id" element={<Page />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const provider = (overrides: Partial<DataProvider> = {}) =>
  testDataProvider({
    getList: async () => ({ data: [], total: 0 }) as never,
    getMany: async () => ({ data: [] }) as never,
    ...overrides,
  });

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the generated create and edit form', { timeout: 30_000 }, () => {
  it('starts a new user with the YAML defaults: active, and the default role', async () => {
    renderPage('create', provider());
    const active = (await screen.findByLabelText('Active')) as HTMLInputElement;
    expect(active.checked).toBe(true);
    // The select shows the default's label, not an empty value.
    expect(screen.getByText('Company user')).toBeTruthy();
  });

  it('saves the validated values: defaults kept, text trimmed, blanks as null', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...data, id: 9 },
    }));
    renderPage('create', provider({ create: create as never }));
    await screen.findByLabelText('Active');
    type(/Username/, '  aziz_01  ');
    type(/Full name/, 'Aziz Rahimov');
    type(/Password/, 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      username: 'aziz_01',
      name: 'Aziz Rahimov',
      email: null,
      phone: null,
      role: 'COMPANY_USER',
      companyId: null,
      pvzs: [],
      isActive: true,
      password: 'secret123',
    });
  });

  it('edits a user with the same form, without the create-only password and defaults', async () => {
    renderPage('edit', provider({ getOne: async () => ({ data: USER }) as never }));
    expect(((await screen.findByLabelText(/Username/)) as HTMLInputElement).value).toBe('dilnoza');
    expect((screen.getByLabelText('Active') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(/Password/)).toBeNull();
  });
});

/** A client saved before `level` had a default: it has none. */
const CLIENT_WITHOUT_LEVEL = {
  id: 7,
  clientCode: 'C-100',
  nickname: 'Old name',
  phone: '+998901234567',
  createdAt: '2025-01-10T09:00:00.000Z',
};

describe('an edit writes no YAML default the user did not choose', { timeout: 30_000 }, () => {
  it('leaves the level of a client that has none empty, and saves another change without it', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...data, id: 7 },
    }));
    render(
      <TestMemoryRouter initialEntries={['/7']}>
        <AdminContext
          dataProvider={provider({
            getOne: async () => ({ data: CLIENT_WITHOUT_LEVEL }) as never,
            update: update as never,
          })}
          i18nProvider={createI18nProvider('en')}
        >
          <ResourceContextProvider value="system/client">
            <Routes>
              <Route path="/:id" element={<ClientEdit />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(((await screen.findByLabelText('Level')) as HTMLInputElement).value).toBe('');
    type(/Nickname/, 'New name');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    // Blank, as every optional field left blank is saved (docs/decisions.md), not the default 1.
    expect(update.mock.calls[0][1].data).toMatchObject({ nickname: 'New name', level: null });
  });
});

describe('the generated code names its YAML', () => {
  it('carries the file and line of each field beside its input, validator and metadata', () => {
    const yaml = readFileSync(join(ROOT, 'schema/resources/user.yaml'), 'utf8').split('\n');
    const line = yaml.findIndex((l) => l === '  isActive:') + 1;
    const where = `schema/resources/user.yaml:${line}`;
    const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
    expect(read('src/generated/views/user.tsx')).toMatch(
      new RegExp(`\\{/\\* ${where} \\*/\\}\\n\\s*<BooleanInput`),
    );
    expect(read('src/core/generated/validators.ts')).toContain(`// ${where}\n  isActive:`);
    expect(read('src/core/generated/registry.ts')).toContain(`// ${where}\n`);
  });
});
