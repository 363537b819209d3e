// @vitest-environment jsdom
/**
 * The business action buttons generated from the registry (schema `actions:`) as a user sees
 * them: shown only to the roles of their element and the records their `when:` matches, a
 * confirmation or a small form, the API call, then the success message or the API's error. The
 * API is a stub of fetch that records the calls.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  usePermissions,
  type AuthProvider,
  type RaRecord,
} from 'react-admin';
import { registryMessages } from '../../../src/core/generated/i18n';
import { en } from '../../../src/core/i18n/app/en';
import { PromoCodePayCashbackAction } from '../../../src/generated/views/promoCode.actions';
import {
  WaybillAddUnlawfulAction,
  WaybillDetachTrackAction,
} from '../../../src/generated/views/waybill.actions';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';

/** The generated texts of an action (schema `actions.<name>`: labels, confirm, success). */
const actionTexts = (route: string, action: string) =>
  (
    registryMessages.en.resources as Record<
      string,
      { actions?: Record<string, { label: string; confirm?: string; success?: string }> }
    >
  )[route].actions![action];
const payCashback = actionTexts('marketing/promoCodes', 'payCashback');
const detachTrack = actionTexts('oms/waybill', 'detachTrack');
const addUnlawful = actionTexts('oms/waybill', 'addUnlawful');

interface Call {
  url: string;
  method: string;
  body: unknown;
}

let calls: Call[];
/** The stub API's answer to the next call. */
let answer: { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  answer = { status: 200, body: {} };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedInAs = (role: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

const Ready = () => (usePermissions().isPending ? null : <span>ready</span>);

const renderAs = async (role: string, record: RaRecord, ui: ReactNode) => {
  render(
    <AdminContext authProvider={signedInAs(role)} i18nProvider={createI18nProvider('en')}>
      <Ready />
      <RecordContextProvider value={record}>{ui}</RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  await screen.findByText('ready');
};

const promoCode = { id: 3, code: 'ALI42', cashbackToPay: 12.5 };

describe('the payCashback button (promoCode.yaml)', () => {
  it('asks, pays through the API and says the cashback was paid', async () => {
    await renderAs('MARKETING_ADMIN', promoCode, <PromoCodePayCashbackAction />);
    fireEvent.click(await screen.findByRole('button', { name: payCashback.label }));
    // The question names the record's values (%{code}, %{cashbackToPay}).
    expect(
      await screen.findByText('Pay the 12.5 $ cashback due on promo code ALI42?'),
    ).toBeTruthy();
    // The card the cashback is paid to (its payload).
    fireEvent.change(screen.getByLabelText(/Card number/), {
      target: { value: '8600123412341239' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(payCashback.success!)).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/promo-codes/3/pay-cashback',
        method: 'POST',
        body: { cardNumber: '8600123412341239' },
      },
    ]);
  });

  it('is not there for a role outside its element, nor when nothing is due', async () => {
    await renderAs('PLATFORM_FINANCE', promoCode, <PromoCodePayCashbackAction />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await renderAs(
      'MARKETING_ADMIN',
      { ...promoCode, cashbackToPay: 0 },
      <PromoCodePayCashbackAction />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the detachTrack button (waybill.yaml)', () => {
  it("shows the API's translated refusal", async () => {
    answer = { status: 400, body: { message: 'This waybill is not linked to a client' } };
    await renderAs(
      'PLATFORM_ROOT',
      { id: 8, clientId: 2, status: 'Osh' },
      <WaybillDetachTrackAction />,
    );
    fireEvent.click(await screen.findByRole('button', { name: detachTrack.label }));
    expect(await screen.findByText(detachTrack.confirm!)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('This waybill is not linked to a client')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/waybills/8/detach',
    ]);
  });
});

describe('the addUnlawful button (waybill.yaml)', () => {
  it('sends the tracking number and shows an unknown one on the field', async () => {
    const notFound = en.recordActions.errors.trackingNotFound;
    answer = { status: 404, body: { message: notFound, errors: { trackingNumber: notFound } } };
    // A toolbar button: it reads no record.
    await renderAs('PLATFORM_USER', { id: 0 }, <WaybillAddUnlawfulAction />);
    fireEvent.click(await screen.findByRole('button', { name: addUnlawful.label }));
    fireEvent.change(await screen.findByLabelText(/Tracking number/), {
      target: { value: 'YW404' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findAllByText(notFound)).length).toBeGreaterThan(0);
    expect(calls).toEqual([
      { url: '/api/waybills/unlawful', method: 'POST', body: { trackingNumber: 'YW404' } },
    ]);
  });
});
