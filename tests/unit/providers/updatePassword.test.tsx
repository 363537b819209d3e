// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { en } from '../../../src/core/i18n/app/en';
import { UpdatePassword } from '../../../src/pages/updatePassword/UpdatePassword';
import { serveAppFrom } from './sameOrigin';
import { sendJson, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  serveAppFrom(server);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <UpdatePassword />
      <Notification />
    </AdminContext>,
  );

/** The first render of react-admin's form in jsdom takes a while. */
const SLOW = { timeout: 10000 };

const labels = en.pages.updatePassword;
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const fill = (values: { oldPassword?: string; password?: string; confirmPassword?: string }) => {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(input(labels[field as keyof typeof values]), { target: { value } });
  }
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const passwordRequests = () =>
  server.requests.filter((request) => request.url.pathname === '/api/user/password');

describe('UpdatePassword', { timeout: 30000 }, () => {
  it('names each empty field before sending anything', async () => {
    renderPage();
    // Nothing typed yet: nothing to save.
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fill({ password: 'fresh2025' });
    save();
    expect(await screen.findByText(en.validation.required, {}, SLOW)).toBeDefined();
    expect(screen.getByText(en.validation.password.confirmRequired)).toBeDefined();
    expect(input(labels.oldPassword).getAttribute('aria-invalid')).toBe('true');
    expect(passwordRequests()).toHaveLength(0);
  });

  it.each(['short1', 'abcdefghijk1234567890', 'lettersonly', '12345678'])(
    'refuses %s, saying the rule on the field',
    async (password) => {
      renderPage();
      fill({ oldPassword: 'demo1234', password, confirmPassword: password });
      save();
      // The rule is the field's hint before and its error after: the field turns invalid.
      await waitFor(
        () => expect(input(labels.password).getAttribute('aria-invalid')).toBe('true'),
        SLOW,
      );
      expect(screen.getByText(en.validation.password.rule)).toBeDefined();
      expect(passwordRequests()).toHaveLength(0);
    },
  );

  it('refuses a confirmation that does not match', async () => {
    renderPage();
    fill({ oldPassword: 'demo1234', password: 'fresh2025', confirmPassword: 'fresh2026' });
    save();
    expect(await screen.findByText(en.validation.password.mismatch)).toBeDefined();
    expect(passwordRequests()).toHaveLength(0);
  });

  it("shows the server's refusal on the field and keeps what was typed", async () => {
    server.respond((_request, response) =>
      sendJson(response, 400, {
        message: 'Form validation failed',
        errors: { oldPassword: 'The current password is wrong' },
      }),
    );
    renderPage();
    fill({ oldPassword: 'notmine12', password: 'fresh2025', confirmPassword: 'fresh2025' });
    save();
    expect(await screen.findByText('The current password is wrong')).toBeDefined();
    expect(input(labels.oldPassword).value).toBe('notmine12');
    expect(input(labels.password).value).toBe('fresh2025');
    expect(input(labels.confirmPassword).value).toBe('fresh2025');
  });

  it('sends the three values, says it saved, and empties the form', async () => {
    server.respond((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    renderPage();
    fill({ oldPassword: 'demo1234', password: 'fresh2025', confirmPassword: 'fresh2025' });
    save();
    expect(await screen.findByText(en.notify.saved)).toBeDefined();
    expect(passwordRequests().map((request) => [request.method, request.body])).toEqual([
      ['POST', { oldPassword: 'demo1234', password: 'fresh2025', confirmPassword: 'fresh2025' }],
    ]);
    await waitFor(() => expect(input(labels.oldPassword).value).toBe(''));
    expect(input(labels.password).value).toBe('');
  });
});
