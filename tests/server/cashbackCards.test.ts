/**
 * Paying cashback to a card, and who reads card numbers, over real HTTP. The marketing group pays
 * (roles.yaml `payCashback`), not finance; the card is one of the owner's saved cards or a typed
 * number that passes the Luhn check, never another client's card nor a saved card no longer
 * active. A payout's card is its last four digits to everyone, in the list, the record, the
 * export and the audit log; a saved card's number is whole for who manages cards or pays to
 * them, and its last four digits to a company admin, who sees its own clients' cards only.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAll } from './helpers/listAll';
import { expectRefused, search } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { demoDataText, startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
const tokens: Record<string, string> = {};
const USERS = ['root', 'marketing_admin', 'platform_finance', 'company_admin'];
beforeAll(async () => {
  // No code has been paid yet: every code that accrued has cashback due.
  const data = JSON.parse(demoDataText()) as Record<string, Row[]>;
  for (const code of data['promo-codes'])
    Object.assign(code, { cashbackPaid: 0, cashbackToPay: code.cashbackAccrued });
  data['cashback-payouts'] = [];
  server = await startTestServer({ data: JSON.stringify(data) });
  await Promise.all(USERS.map(async (name) => (tokens[name] = await server.login(name))));
}, 60_000);
afterAll(() => server.stop());

const CODES = '/api/promo-codes';
const CARDS = '/api/bank-cards';
const PAYOUTS = '/api/cashback-payouts';
/** Passes the Luhn check, saved for nobody. */
const TYPED_CARD = '4111111111111111';
const masked = (number: unknown) => `•••• ${String(number).slice(-4)}`;

const stored = async (collection: string) => (await readStored(server))[collection];
const pay = (code: Row, cardNumber: unknown, user = 'marketing_admin') =>
  server.call<Row & ErrorBody>(`${CODES}/${code.id}/pay-cashback`, {
    method: 'POST',
    token: tokens[user],
    body: { cardNumber },
  });
const get = <T = Row>(path: string, user: string) => server.call<T>(path, { token: tokens[user] });

/**
 * A code (with cashback due, unless `due` is false) and saved cards: its owner's active one,
 * another client's, and one of the operator's.
 */
async function codeWithCards(
  due = true,
): Promise<{ code: Row; own: Row; others: Row; operator: Row }> {
  const cards = await stored('bank-cards');
  const codes = (await stored('promo-codes')).filter((c) => !due || Number(c.cashbackToPay) > 0);
  const code = codes.find((c) => cards.some((card) => card.clientId === c.ownerId));
  if (!code) throw new Error('no code with cashback due and a saved card');
  return {
    code,
    own: cards.find((card) => card.clientId === code.ownerId && card.isActive) as Row,
    others: cards.find((card) => card.clientId != null && card.clientId !== code.ownerId) as Row,
    operator: cards.find((card) => card.clientId == null) as Row,
  };
}

describe('paying cashback', () => {
  it('is for the marketing group: finance and company staff are refused', async () => {
    const { code, own } = await codeWithCards();
    for (const user of ['platform_finance', 'company_admin'])
      await expectRefused(server, () => pay(code, own.number, user), 403, 'errors.http.403');
  });

  it('refuses a number that fails the Luhn check, and cards that are not the owner’s to use', async () => {
    const { code, own, others, operator } = await codeWithCards();
    const typo = `${String(own.number).slice(0, 15)}${(Number(String(own.number)[15]) + 1) % 10}`;
    const bad = await expectRefused(server, () => pay(code, typo), 400, 'validation.formFailed');
    expect(bad.errors).toEqual({ cardNumber: en('validation.card') });
    for (const card of [others, operator]) {
      const refused = await expectRefused(
        server,
        () => pay(code, card.number),
        400,
        'validation.formFailed',
      );
      expect(refused.errors).toEqual({ cardNumber: en('recordActions.errors.notOwnersCard') });
    }
    // A saved card of the owner's that was switched off.
    const off = await server.call<Row>(`${CARDS}/${own.id}`, {
      method: 'PATCH',
      token: tokens.platform_finance,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    const inactive = await expectRefused(
      server,
      () => pay(code, own.number),
      400,
      'validation.formFailed',
    );
    expect(inactive.errors).toEqual({ cardNumber: en('recordActions.errors.cardInactive') });
    await server.call(`${CARDS}/${own.id}`, {
      method: 'PATCH',
      token: tokens.platform_finance,
      body: { isActive: true },
    });
  });

  it("pays the owner's saved card, recorded whole and shown by its last four digits, once", async () => {
    const { code, own } = await codeWithCards();
    const paid = await pay(code, own.number);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.cashbackToPay).toBe(0);
    const payout = (await stored('cashback-payouts')).find(
      (row) => row.promoCodeId === code.id && row.amount === code.cashbackToPay,
    ) as Row;
    expect(payout).toMatchObject({ cardNumber: own.number, bankCardId: own.id });

    for (const user of ['marketing_admin', 'root']) {
      const listed = await listAll(server, tokens[user], PAYOUTS, { promoCodeId: code.id });
      expect(listed.map((row) => row.cardNumber)).toContain(masked(own.number));
      expect(JSON.stringify(listed)).not.toContain(String(own.number));
      expect((await get(`${PAYOUTS}/${payout.id}`, user)).body.cardNumber).toBe(masked(own.number));
    }
    // The audit log keeps the payout as everyone reads it.
    const [entry] = await listAll(server, tokens.root, '/api/audit-log', {
      entity: 'cashbackPayout',
      recordId: payout.id,
    });
    expect(entry.changes).toMatchObject({ cardNumber: { after: masked(own.number) } });
    expect(JSON.stringify(entry)).not.toContain(String(own.number));
    await expectRefused(
      server,
      () => pay(code, own.number),
      400,
      'recordActions.errors.nothingDue',
    );
  });

  it('pays a typed number that passes the check and is saved for nobody', async () => {
    const code = (await stored('promo-codes')).find((c) => Number(c.cashbackToPay) > 0) as Row;
    expect(code).toBeDefined();
    const paid = await pay(code, '4111 1111 1111 1111');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const payout = (await stored('cashback-payouts')).at(-1) as Row;
    expect(payout).toMatchObject({ promoCodeId: code.id, cardNumber: TYPED_CARD });
    expect(payout).not.toHaveProperty('bankCardId');
  });
});

describe('reading card numbers', () => {
  it('the export of payouts has the last four digits only', async () => {
    const response = await fetch(`${server.url}${PAYOUTS}/export`, {
      headers: { Authorization: `Bearer ${tokens.root}`, source: 'ADMIN_WEB' },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    // exceljs declares its own Buffer type; Node's Buffer is what it reads.
    await workbook.xlsx.load(
      Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer,
    );
    const values = JSON.stringify(workbook.worksheets[0].getSheetValues());
    const payouts = await stored('cashback-payouts');
    expect(payouts.length).toBeGreaterThan(0);
    for (const payout of payouts) {
      expect(values).not.toContain(String(payout.cardNumber));
      expect(values).toContain(masked(payout.cardNumber));
    }
  });

  it('saved cards: whole for marketing and finance; a company admin sees its clients’ by the last four digits', async () => {
    const { own } = await codeWithCards(false);
    for (const user of ['marketing_admin', 'platform_finance'])
      expect((await get(`${CARDS}/${own.id}`, user)).body.number).toBe(own.number);

    // A card of the company admin's client, saved by finance.
    const companyId = (await stored('users')).find(
      (u) => u.username === 'company_admin',
    )?.companyId;
    const client = (await stored('clients')).find((c) => c.companyId === companyId) as Row;
    const saved = await server.call<Row>(CARDS, {
      method: 'POST',
      token: tokens.platform_finance,
      body: {
        name: 'Humo Agrobank',
        number: '9860 0012 3456 7897',
        holderName: 'TEST HOLDER',
        clientId: client.id,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.number).toBe('9860001234567897');

    const seen = await listAll(server, tokens.company_admin, CARDS);
    expect(seen.map((card) => card.id)).toEqual([saved.body.id]);
    expect(seen[0].number).toBe('•••• 7897');
    const byNumber = await get<ErrorBody>(
      `${CARDS}?s=${search({ number: '9860' })}`,
      'company_admin',
    );
    expect(byNumber.status).toBe(403);
    expect(byNumber.body.errors).toEqual({ number: en('authority.fieldNotReadable') });
    const history = await get<{ changes: Record<string, unknown> }[]>(
      `${CARDS}/${saved.body.id}/history`,
      'company_admin',
    );
    expect(history.body[0].changes).toMatchObject({ number: { after: '•••• 7897' } });
  });

  it('a bank card number is checked like any card: 16 digits that pass the Luhn check', async () => {
    const refused = await expectRefused(
      server,
      () =>
        server.call(CARDS, {
          method: 'POST',
          token: tokens.platform_finance,
          body: { name: 'Typo', number: '9860001234567890', holderName: 'TEST HOLDER' },
        }),
      400,
      'validation.formFailed',
    );
    expect(refused.errors).toEqual({ number: en('validation.card') });
  });
});
