/**
 * Feedback and SMS in real Chromium, in Uzbek (the app's default language). A company admin
 * answers a feedback in its edit form, where the status is read-only, and sees it ANSWERED with
 * who and when; the list filters by who answered. ROOT writes an SMS and sees it queued, then
 * sent by the demo's gateway; failed messages are sent again one at a time and as a selection.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTashkentDate } from '../../src/format/dateTime';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { launchBrowser, type Browser } from './browser';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

const t = createTranslator('uz');
const smsAction = (action: string, text: string) =>
  t(`resources.system/sms.actions.${action}.${text}`);

interface Row {
  id: number;
  [field: string]: unknown;
}

let demo: DemoPage;
/** The company admin's page (feedback); ROOT's is a browser of its own (SMS). */
let page: Page;
let rootBrowser: Browser;
let rootPage: Page;
let rootToken: string;
let companyToken: string;

const query = (filter: Record<string, unknown>, range?: [number, number]) =>
  `s=${encodeURIComponent(JSON.stringify(filter))}${range ? `&range=${JSON.stringify(range)}` : ''}`;
const rows = (on: Page) => on.locator('tbody .RaDataTable-row');

beforeAll(async () => {
  // The gateway delivers every message, a few seconds after it is queued: long enough to see it
  // waiting, short enough to see it sent.
  demo = await openDemoPage({ SMS_FAILURE_RATE: '0', SMS_DELAY_MS: '3000' });
  page = demo.page;
  rootBrowser = await launchBrowser();
  rootPage = await rootBrowser.context.newPage();
  [rootToken, companyToken] = await Promise.all([
    apiToken(demo.server.url, 'root'),
    apiToken(demo.server.url, 'company_admin'),
  ]);
  await Promise.all([
    logIn(page, demo.server.url, 'company_admin'),
    logIn(rootPage, demo.server.url, 'root'),
  ]);
});
afterAll(async () => {
  await rootBrowser?.close();
  await demo?.close();
});

describe('answering feedback', () => {
  let feedback: Row;
  let companyAdminId: number;

  it('the edit form shows the status read-only; saving the answer says so', async () => {
    [feedback] = await apiGet<Row[]>(
      demo.server.url,
      companyToken,
      `feedbacks?${query({ status: ['NOT_ANSWERED'] }, [0, 0])}`,
    );
    await page.goto(`${demo.server.url}/feedback/${feedback.id}`);
    const answer = page.locator('textarea[name="answer"]');
    await answer.waitFor();
    // The status is the server's: shown, not editable.
    const status = page.getByLabel(t('resources.feedback.fields.status'));
    await expect.poll(() => status.first().isEditable()).toBe(false);
    await answer.fill('Posilkangiz yo‘lda, ertaga yetib keladi.');
    await page.click('button[type="submit"]');
    await page.getByText(t('notify.saved')).first().waitFor();
  });

  it('shows it ANSWERED, with who answered and when', async () => {
    const stored = await apiGet<Row>(demo.server.url, rootToken, `feedbacks/${feedback.id}`);
    expect(stored.status).toBe('ANSWERED');
    companyAdminId = Number(stored.answeredBy);
    await page.goto(`${demo.server.url}/feedback/${feedback.id}/show`);
    const field = (name: string) => page.locator(`.ra-field-${name}`).first();
    await expect.poll(() => field('status').innerText()).toContain(t('enums.issueStatus.ANSWERED'));
    await expect.poll(() => field('answeredBy').innerText()).toContain('company_admin');
    expect(await field('answeredAt').innerText()).toContain(
      formatTashkentDate(String(stored.answeredAt), true, 'uz'),
    );
  });

  it('the list filters by who answered', async () => {
    const filter = { status: ['ANSWERED'], answeredBy: companyAdminId };
    const answered = await apiGet<Row[]>(
      demo.server.url,
      companyToken,
      `feedbacks?${query(filter, [0, 9])}`,
    );
    expect(answered.length).toBeGreaterThan(0);
    await page.goto(
      `${demo.server.url}/feedback?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    // The filter shows as a filter of the list, and the rows are what it asks for.
    await page.getByLabel(t('resources.feedback.fields.answeredBy')).first().waitFor();
    await expect.poll(() => rows(page).count()).toBe(answered.length);
    for (const text of await rows(page).allInnerTexts()) {
      expect(text).toContain('company_admin');
      expect(text).toContain(t('enums.issueStatus.ANSWERED'));
    }
  });
});

describe('SMS', () => {
  const statusShown = (status: string) =>
    rootPage.getByText(t(`enums.smsStatus.${status}`), { exact: true }).first();

  /** Reloads the page until it shows the status (the gateway works in the background). */
  async function waitForStatus(status: string) {
    await expect
      .poll(
        async () => {
          await rootPage.reload();
          return statusShown(status)
            .waitFor({ timeout: 2000 })
            .then(() => true)
            .catch(() => false);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
  }

  it('a new message is queued, then sent', async () => {
    await rootPage.goto(`${demo.server.url}/system/sms/create`);
    await rootPage.locator('input[name="phone"]').fill('+998901112233');
    await rootPage.locator('textarea[name="text"]').fill('Posilkangiz punktga yetib keldi.');
    await rootPage.click('button[type="submit"]');
    await rootPage.waitForURL(/\/system\/sms\/\d+\/show$/);
    await statusShown('QUEUED').waitFor();
    await waitForStatus('SENT');
  });

  it('a failed message is sent again from its page', async () => {
    const [failed] = await apiGet<Row[]>(
      demo.server.url,
      rootToken,
      `sms?${query({ status: 'FAILED' }, [0, 0])}`,
    );
    await rootPage.goto(`${demo.server.url}/system/sms/${failed.id}/show`);
    await statusShown('FAILED').waitFor();
    await rootPage.getByRole('button', { name: smsAction('resendSms', 'label') }).click();
    await rootPage.getByText(t('notify.sent')).first().waitFor();
    await waitForStatus('SENT');
  });

  it('failed messages are sent again as a selection', async () => {
    const failed = await apiGet<Row[]>(
      demo.server.url,
      rootToken,
      `sms?${query({ status: 'FAILED' }, [0, 1])}`,
    );
    expect(failed.length).toBe(2);
    await rootPage.goto(
      `${demo.server.url}/system/sms?filter=${encodeURIComponent(JSON.stringify({ status: 'FAILED' }))}`,
    );
    await rows(rootPage).first().waitFor();
    for (const index of [0, 1])
      await rows(rootPage).nth(index).locator('input[type="checkbox"]').check();
    await rootPage.getByRole('button', { name: smsAction('resendSmsMany', 'label') }).click();
    const dialog = rootPage.getByRole('dialog');
    await dialog.getByText(smsAction('resendSmsMany', 'confirm')).waitFor();
    await dialog.getByRole('button', { name: t('ra.action.confirm') }).click();
    await rootPage.getByText(t('notify.sent')).first().waitFor();
    await expect
      .poll(
        async () => {
          const now = await Promise.all(
            failed.map((sms) => apiGet<Row>(demo.server.url, rootToken, `sms/${sms.id}`)),
          );
          return now.map((sms) => sms.status);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toEqual(['SENT', 'SENT']);
  });
});
