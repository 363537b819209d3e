/**
 * Field errors over HTTP say what is expected (SPEC 8): a company code is five digits, a
 * password 8 to 20 characters with a letter and a number, every `pattern` of the registry its
 * own words. The API and the forms share one validator, so these are the forms' words too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceAccess } from '../../src/core/generated/access';
import { resources } from '../../src/core/generated/registry';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
});
afterAll(() => server.stop());

const create = (api: string, body: unknown, language = 'en') =>
  server.call<Row & ErrorBody>(`/api/${api}`, { method: 'POST', token: root, body, language });

const companiesWithCode = async (code: string) =>
  (
    await server.call<Row[]>(`/api/companies?s=${encodeURIComponent(JSON.stringify({ code }))}`, {
      token: root,
    })
  ).body;

describe('field errors name what is expected', () => {
  it('refuses a company code of two digits with the five-digit rule, storing nothing', async () => {
    const { status, body } = await create('companies', {
      code: '12',
      shortName: 'Short code',
      fullName: 'Short code LLC',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Form validation failed');
    expect(body.errors).toEqual({ code: 'Must be five digits, such as 10025' });
    expect(await companiesWithCode('12')).toEqual([]);
  });

  it('says it in the caller language', async () => {
    const { status, body } = await create('companies', { code: 'abcde' }, 'uz');
    expect(status).toBe(400);
    expect(body.message).toBe(uz('validation.formFailed'));
    expect(body.errors?.code).toBe(uz('resources.system/company.patterns.code'));
    expect(body.errors?.code).not.toBe(en('resources.system/company.patterns.code'));
    expect(body.errors?.shortName).toBe(uz('validation.required'));
  });

  it('says an empty required field cannot be empty', async () => {
    const { status, body } = await create('companies', { code: '10999' });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      shortName: 'Cannot be empty',
      fullName: 'Cannot be empty',
    });
  });

  it.each(['short1', 'lettersonly', '12345678', 'abcdefghij1234567890x'])(
    'refuses the password %s with the whole rule',
    async (password) => {
      const { status, body } = await create('users', { username: 'rule.check', password });
      expect(status).toBe(400);
      expect(body.errors?.password).toBe(
        '8 to 20 characters with at least one letter and one number',
      );
    },
  );

  // Every pattern a create form checks (where ROOT may create): none says only "Wrong format".
  const patterned = Object.values(resources).flatMap((meta) =>
    meta.fields
      .filter((field) => field.type === 'string' && field.pattern && !field.readOnly)
      .filter(() => resourceAccess[meta.name].create.includes('ROOT'))
      .map((field) => [meta.api, field.name, `resources.${meta.route}.patterns.${field.name}`]),
  );

  it('covers the patterns of the registry', () => {
    expect(patterned.map(([api, field]) => `${api}.${field}`)).toEqual(
      expect.arrayContaining(['companies.code', 'users.username', 'promo-codes.code']),
    );
  });

  it.each(patterned)('%s: a wrong %s says its own words', async (api, field, key) => {
    const { status, body } = await create(api, { [field]: '%%% ##' });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(en(key));
    expect(en(key)).not.toBe(key);
    expect(en(key)).not.toBe(en('validation.pattern'));
  });
});
