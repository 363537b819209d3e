/**
 * The notifications bell's data over real HTTP and a real socket.io connection: each role is told
 * of the records waiting in the lists it may open, each count is the total that list shows for
 * the same filter, and a connected socket hears the new counts after a write.
 */
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/core/generated/access';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

interface Item {
  key: string;
  count: number;
  path: string;
  filter: Record<string, unknown>;
  collection: string;
  link: string;
}

let server: TestServer;
const tokens = new Map<Role, string>();
const sockets: Socket[] = [];
/** Thirteen logins (scrypt) take a while on a busy machine. */
const LOGIN_TIMEOUT_MS = 60_000;
const LOGGABLE_ROLES = ROLES.filter((role) => role !== 'CLIENT');

beforeAll(async () => {
  server = await startTestServer();
  const logins = LOGGABLE_ROLES.map(async (role) =>
    tokens.set(role, await server.login(role.toLowerCase())),
  );
  await Promise.all(logins);
}, LOGIN_TIMEOUT_MS);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
});

const token = (role: Role) => tokens.get(role) as string;

async function notificationsOf(role: Role): Promise<Item[]> {
  const { status, body } = await server.call<Item[]>('/api/notifications', { token: token(role) });
  expect(status, role).toBe(200);
  return body;
}

/** The total the list of the API reports for `filter`, read as the role. */
async function listTotal(role: Role, collection: string, filter: Record<string, unknown>) {
  const query = new URLSearchParams({ s: JSON.stringify(filter), range: '[0,0]' });
  const { status, headers } = await server.call(`/api/${collection}?${query}`, {
    token: token(role),
  });
  expect(status, `${role} lists ${collection}`).toBe(200);
  return Number(headers.get('X-Total-Count'));
}

/**
 * Which lists tell each role of something, written out by hand from the SPEC 6 groups: feedback
 * for the feedback group, the waybill views for the waybill group, price approval for confirm
 * price, bills for settle, unpaid shipments and parcels owing storage for PVZ control.
 */
const EXPECTED_KEYS: Partial<Record<Role, string[]>> = {
  ROOT: [
    'unansweredFeedback',
    'unclearWaybill',
    'unlawfulWaybill',
    'unpaidShipments',
    'pendingPriceChange',
    'pendingBill',
    'storageFeeParcels',
  ],
  PLATFORM_ADMIN: [
    'unansweredFeedback',
    'unclearWaybill',
    'unlawfulWaybill',
    'unpaidShipments',
    'pendingPriceChange',
    'storageFeeParcels',
  ],
  PLATFORM_FINANCE: ['pendingBill'],
  COMPANY_USER: ['unansweredFeedback', 'unclearWaybill', 'unlawfulWaybill'],
  PVZ_ADMIN: ['unpaidShipments', 'storageFeeParcels'],
  MARKETING_ADMIN: [],
};

/** Resolves with each `notifications` event in turn. */
function eventsOf(socket: Socket) {
  const received: Item[][] = [];
  const waiting: ((items: Item[]) => void)[] = [];
  socket.on('notifications', (items: Item[]) => {
    const next = waiting.shift();
    if (next) next(items);
    else received.push(items);
  });
  return (): Promise<Item[]> =>
    new Promise((resolve) => {
      const ready = received.shift();
      if (ready) resolve(ready);
      else waiting.push(resolve);
    });
}

function connect(authToken: string): Socket {
  const socket = io(server.url, {
    path: '/socket.io/',
    auth: { token: authToken },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

const countOf = (items: Item[], key: string) => items.find((item) => item.key === key)?.count;

describe('GET /api/notifications', () => {
  it('refuses a request without a valid token', async () => {
    for (const authToken of [undefined, 'not-a-token']) {
      const { status, body } = await server.call<ErrorBody>('/api/notifications', {
        token: authToken,
      });
      expect(status).toBe(401);
      expect(body).toEqual({ message: en('errors.http.401') });
    }
  });

  it('tells each role of the lists it may open, as the SPEC 6 groups say', async () => {
    for (const [role, keys] of Object.entries(EXPECTED_KEYS) as [Role, string[]][]) {
      const items = await notificationsOf(role);
      expect(items.map((item) => item.key).sort(), role).toEqual([...keys].sort());
    }
  });

  it('counts, for every role, what the list of the same filter totals for that role', async () => {
    let nonZero = 0;
    for (const role of LOGGABLE_ROLES) {
      for (const item of await notificationsOf(role)) {
        expect(item.count, `${role} ${item.key}`).toBe(
          await listTotal(role, item.collection, item.filter),
        );
        if (item.count > 0) nonZero += 1;
      }
    }
    // The demo data has waiting records, so the comparison is not of zeros only.
    expect(nonZero).toBeGreaterThan(0);
  });

  it('links to the page, with the filter in the address unless the page has it fixed', async () => {
    const items = await notificationsOf('ROOT');
    const feedback = items.find((item) => item.key === 'unansweredFeedback') as Item;
    const url = new URL(feedback.link, server.url);
    expect(url.pathname).toBe('/feedback');
    expect(JSON.parse(url.searchParams.get('filter') as string)).toEqual(feedback.filter);
    const unclear = items.find((item) => item.key === 'unclearWaybill') as Item;
    expect(unclear.link).toBe('/oms/unclearWaybill');
  });
});

describe('the realtime socket at /socket.io/', () => {
  it('refuses a handshake without a valid token', async () => {
    for (const authToken of ['not-a-token', `${token('ROOT')}x`, '']) {
      const socket = connect(authToken);
      const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
      expect(socket.connected).toBe(false);
    }
  });

  it('sends the role its counts on connecting, and new ones after a write', async () => {
    const root = connect(token('ROOT'));
    const companyUser = connect(token('COMPANY_USER'));
    const nextOfRoot = eventsOf(root);
    const nextOfCompanyUser = eventsOf(companyUser);
    const [rootFirst, companyFirst] = await Promise.all([nextOfRoot(), nextOfCompanyUser()]);
    expect(rootFirst).toEqual(await notificationsOf('ROOT'));
    expect(companyFirst).toEqual(await notificationsOf('COMPANY_USER'));

    const rootBefore = countOf(rootFirst, 'unansweredFeedback') as number;
    const before = countOf(companyFirst, 'unansweredFeedback') as number;
    // The company user sees and answers its own company's clients' feedback only.
    const query = new URLSearchParams({ s: JSON.stringify({ status: 'NOT_ANSWERED' }) });
    const waiting = await server.call<Row[]>(`/api/feedbacks?${query}`, {
      token: token('COMPANY_USER'),
    });
    expect(waiting.body.length).toBe(before);
    expect(rootBefore).toBeGreaterThan(before);
    // Answers at once (two where the company has two): the socket ends up with all of them,
    // whatever it was told in between.
    const answering = waiting.body.slice(0, 2);
    expect(answering.length).toBeGreaterThan(0);
    const answered = await Promise.all(
      answering.map((feedback) =>
        server.call(`/api/feedbacks/${feedback.id}`, {
          method: 'PATCH',
          token: token('COMPANY_USER'),
          // The answer answers: the status follows (it is the server's to write).
          body: { answer: 'Javob berildi' },
        }),
      ),
    );
    expect(answered.map((response) => response.status)).toEqual(answering.map(() => 200));
    const done = answering.length;

    let rootNow = await nextOfRoot();
    while (countOf(rootNow, 'unansweredFeedback') !== rootBefore - done)
      rootNow = await nextOfRoot();
    expect(rootNow).toEqual(await notificationsOf('ROOT'));
    let companyNow = await nextOfCompanyUser();
    while (countOf(companyNow, 'unansweredFeedback') !== before - done) {
      companyNow = await nextOfCompanyUser();
    }
    // Each role still hears only of its own lists.
    expect(companyNow).toEqual(await notificationsOf('COMPANY_USER'));
    expect(companyNow.map((item) => item.key)).not.toContain('pendingPriceChange');
  });

  it('sends nothing after a write that changed nothing', async () => {
    const socket = connect(token('ROOT'));
    await eventsOf(socket)();
    /** Past the longest wait of a push after a write (1 s). */
    const pushWindow = () => new Promise((resolve) => setTimeout(resolve, 1500));
    // Pushes still due from earlier writes (the logins, the last test's) go first.
    await pushWindow();
    let heard = 0;
    socket.on('notifications', () => (heard += 1));
    const [waybill] = (
      await server.call<Row[]>('/api/waybills?range=[0,0]', { token: token('ROOT') })
    ).body;
    const patch = (body: unknown) =>
      server.call(`/api/waybills/${waybill.id}`, { method: 'PATCH', token: token('ROOT'), body });
    expect((await patch({})).status).toBe(200);
    expect((await patch({ comment: waybill.comment ?? null })).status).toBe(200);
    await pushWindow();
    expect(heard).toBe(0);
    // The socket does hear a write that changes something.
    const pushed = new Promise((resolve) => socket.once('notifications', resolve));
    expect((await patch({ comment: 'heard' })).status).toBe(200);
    await pushed;
  });
});
