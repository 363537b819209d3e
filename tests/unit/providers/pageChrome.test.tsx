// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  testDataProvider,
  useGetList,
  useSetLocale,
  type GetListResult,
} from 'react-admin';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { DocumentTitle } from '../../../src/pageTitle/PageTitle';
import { TopProgressBar } from '../../../src/pageLoading/TopProgressBar';

afterEach(cleanup);

describe('TopProgressBar', () => {
  it('shows a thin bar at the top while data loads, and none otherwise', async () => {
    let answer: (result: GetListResult) => void = () => undefined;
    const dataProvider = testDataProvider({
      getList: () => new Promise((resolve) => (answer = resolve as typeof answer)),
    });
    const Rows = () => {
      const { data } = useGetList('things');
      return <p>{data === undefined ? 'waiting' : `${data.length} rows`}</p>;
    };
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <TopProgressBar />
        <Rows />
      </AdminContext>,
    );
    const bar = await screen.findByRole('progressbar');
    expect(getComputedStyle(bar).position).toBe('fixed');
    expect(getComputedStyle(bar).top).toBe('0px');
    expect(getComputedStyle(bar).height).toBe('3px');
    // A linear bar only: no circular spinner anywhere.
    expect(document.querySelector('.MuiCircularProgress-root')).toBeNull();

    act(() => answer({ data: [{ id: 1 }], total: 1 }));
    expect(await screen.findByText('1 rows')).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('DocumentTitle', () => {
  const Switch = () => {
    const setLocale = useSetLocale();
    return <button onClick={() => setLocale('uz')}>uz</button>;
  };

  it('is the app title, then the route title, in the current language', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <Switch />
        <DocumentTitle titleKey="routes.profile" />
      </AdminContext>,
    );
    expect(document.title).toBe('Baraka Admin - Profile');
    fireEvent.click(screen.getByRole('button', { name: 'uz' }));
    await waitFor(() => expect(document.title).toBe('Baraka Admin - Profil'));
  });

  it('is the app title alone without a route title', () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <DocumentTitle />
      </AdminContext>,
    );
    expect(document.title).toBe('Baraka Admin');
  });
});
