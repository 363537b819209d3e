/**
 * Generated fuzzing of every write endpoint: for each resource of the registry some role may
 * create or edit, invalid values derived from each field's metadata (helpers/invalidValues.ts)
 * are sent to POST /api/<collection> and PUT/PATCH /api/<collection>/<id> as a role allowed to
 * write; every business action with a payload gets bodies its validator must refuse. Each answer
 * must be a 4xx with a message, and the stored data must be exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPayloads } from '../../src/core/generated/validators';
import { resources } from '../../src/core/generated/registry';
import { ROLES, resourceAccess } from '../../src/core/generated/access';
import { isRefusedRole } from '../../src/core/rules/access';
import { mayWriteThroughForms } from '../../src/core/registry/fieldWrites';
import type { ResourceMeta } from '../../src/core/registry/types';
import { validatePayload, validateWrite } from '../../src/core/rules/validation';
import { actionRoutes } from '../../server/generated/actions';
import {
  bodyWith,
  DEEP_JSON,
  invalidValues,
  MEGABYTE_STRING,
  UNKNOWN_ID,
  type InvalidValue,
} from './helpers/invalidValues';
import { storedState } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let initialState: string;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  // Signed in before the state is taken: a sign-in may record something of its own.
  for (const role of writingRoles()) tokens.set(role, await server.login(role.toLowerCase()));
  initialState = await storedState(server);
}, 60_000);
afterAll(() => server.stop());

/** The demo user of a role (docs/api.md "Demo users"), signed in before the test. */
function tokenOf(role: string): string {
  const token = tokens.get(role);
  if (!token) throw new Error(`${role} was not signed in`);
  return token;
}

/** Every role the test writes as. */
function writingRoles(): Set<string> {
  const roles = new Set<string>();
  for (const meta of Object.values(resources))
    for (const action of ['create', 'edit'] as const) {
      const role = writerOf(meta, action);
      if (role) roles.add(role);
    }
  for (const route of actionRoutes) {
    const role = actionRole(route.roles);
    if (role) roles.add(role);
  }
  return roles;
}

const actionRole = (roles: readonly string[]) => ROLES.find((role) => roles.includes(role));

/** The highest-ranked role the registry lets do `action` on the resource, if any. */
function writerOf(meta: ResourceMeta, action: 'create' | 'edit'): string | undefined {
  const allowed: readonly string[] = resourceAccess[meta.name]?.[action] ?? [];
  return ROLES.find((role) => !isRefusedRole(role) && allowed.includes(role));
}

interface Request {
  what: string;
  method: string;
  path: string;
  token: string;
  rawBody: string;
}

/** Sends the requests a few at a time; answers that are not a 4xx with a message, described. */
async function failuresOf(requests: Request[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...requests];
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      const { status, body } = await server.call<ErrorBody>(request.path, request);
      const hasMessage = typeof body === 'object' && typeof body.message === 'string';
      if (status < 400 || status >= 500 || !hasMessage || body.message === '')
        failures.push(`${request.what}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return failures;
}

/** A record the role may see: the first of its list. */
async function someRecord(meta: ResourceMeta, token: string): Promise<Row | undefined> {
  const { status, body } = await server.call<Row[]>(`/api/${meta.api}?range=${'[0,0]'}`, { token });
  return status === 200 ? body[0] : undefined;
}

/** What an edit form of the role would send: the fields it may write, as stored. */
function formValues(meta: ResourceMeta, role: string, record: Row): Record<string, unknown> {
  return Object.fromEntries(
    meta.fields
      .filter((field) => mayWriteThroughForms(role, field) && record[field.name] !== undefined)
      .map((field) => [field.name, record[field.name]]),
  );
}

/** The invalid bodies of one resource, for create (POST) and edit (PUT, PATCH). */
async function resourceRequests(meta: ResourceMeta): Promise<Request[]> {
  const requests: Request[] = [];
  const creator = writerOf(meta, 'create');
  const editor = writerOf(meta, 'edit');
  const collection = `/api/${meta.api}`;
  if (creator) {
    const token = tokenOf(creator);
    const sample = await someRecord(meta, token);
    const base = sample ? formValues(meta, creator, sample) : {};
    if (!validateWrite(meta.name, {}, 'create').ok)
      requests.push({
        what: `POST {} (${creator})`,
        method: 'POST',
        path: collection,
        token,
        rawBody: '{}',
      });
    for (const rawBody of ['[]', '"text"', 'null'])
      requests.push({ what: `POST ${rawBody}`, method: 'POST', path: collection, token, rawBody });
    for (const [field, invalid] of fieldCases(meta, creator))
      requests.push({
        what: `POST ${field} ${invalid.label} (${creator})`,
        method: 'POST',
        path: collection,
        token,
        rawBody: bodyWith(base, field, invalid),
      });
  }
  if (editor) {
    const token = tokenOf(editor);
    const record = await someRecord(meta, token);
    if (record) {
      const path = `${collection}/${record.id}`;
      const base = formValues(meta, editor, record);
      for (const [field, invalid] of fieldCases(meta, editor)) {
        const what = `${field} ${invalid.label} (${editor}, id ${record.id})`;
        const single = bodyWith({}, field, invalid);
        requests.push({ what: `PATCH ${what}`, method: 'PATCH', path, token, rawBody: single });
        // The megabyte string once per field is enough: PUT gets the smaller cases.
        if (invalid.value !== MEGABYTE_STRING)
          requests.push({
            what: `PUT ${what}`,
            method: 'PUT',
            path,
            token,
            rawBody: bodyWith(base, field, invalid),
          });
      }
      requests.push({ what: 'PATCH []', method: 'PATCH', path, token, rawBody: '[]' });
    }
  }
  return requests;
}

/** Each field a form of the role writes, with each value it must refuse. */
function fieldCases(meta: ResourceMeta, role: string): [string, InvalidValue][] {
  return meta.fields
    .filter((field) => mayWriteThroughForms(role, field))
    .flatMap((field) =>
      invalidValues(field).map((invalid) => [field.name, invalid] as [string, InvalidValue]),
    );
}

/** Values no payload field takes: an operator, a flag, nesting, a megabyte, an unknown id. */
const PAYLOAD_VALUES: InvalidValue[] = [
  { label: 'operator object', value: { $ne: null } },
  { label: 'boolean', value: true },
  { label: 'nested lists', value: [[{}]] },
  { label: 'megabyte string', value: MEGABYTE_STRING },
  { label: 'deep nesting', value: null, rawJson: DEEP_JSON },
  { label: 'unknown id', value: UNKNOWN_ID },
];

async function actionRequests(): Promise<Request[]> {
  const requests: Request[] = [];
  for (const route of actionRoutes) {
    if (!('payload' in route) || route.payload === undefined) continue;
    const role = actionRole(route.roles);
    if (!role) continue;
    const token = tokenOf(role);
    const meta = resources[route.resource];
    const record = route.path.includes(':id') ? await someRecord(meta, token) : undefined;
    if (route.path.includes(':id') && !record) continue;
    const path = `/api${route.path.replace(':id', String(record?.id))}`;
    const method = route.method.toUpperCase();
    const what = (detail: string) => `${method} ${route.path} ${detail} (${role})`;
    if (!validatePayload(route.payload, {}).ok)
      requests.push({ what: what('{}'), method, path, token, rawBody: '{}' });
    for (const key of Object.keys(actionPayloads[route.payload].shape))
      for (const invalid of PAYLOAD_VALUES)
        requests.push({
          what: what(`${key} ${invalid.label}`),
          method,
          path,
          token,
          rawBody: bodyWith({}, key, invalid),
        });
  }
  return requests;
}

const writable = Object.values(resources).filter(
  (meta) => writerOf(meta, 'create') !== undefined || writerOf(meta, 'edit') !== undefined,
);

describe('every write endpoint refuses invalid input and changes nothing', () => {
  it('covers the registry', () => {
    expect(writable.length).toBeGreaterThan(10);
  });

  it.each(writable.map((meta) => [meta.api, meta] as const))(
    '%s: invalid fields on create and edit',
    async (_api, meta) => {
      const requests = await resourceRequests(meta);
      expect(requests.length).toBeGreaterThan(0);
      expect(await failuresOf(requests)).toEqual([]);
      expect(await storedState(server)).toBe(initialState);
    },
  );

  it('business actions: invalid payloads', async () => {
    const requests = await actionRequests();
    expect(requests.length).toBeGreaterThan(0);
    expect(await failuresOf(requests)).toEqual([]);
    expect(await storedState(server)).toBe(initialState);
  });
});
