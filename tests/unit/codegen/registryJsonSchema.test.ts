/**
 * schema/registry.schema.json, the registry's own shape for YAML editors, and the compact
 * generated registry the runtime expands.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
// The Ajv (JSON Schema validator) the app ships with its JSON-Schema forms.
import validator from '@rjsf/validator-ajv8';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../scripts/codegen/load';
import { buildModel } from '../../../scripts/codegen/model';
import { resources } from '../../../src/core/generated/registry';
import { ROOT } from './runCodegen';

const schema = JSON.parse(
  readFileSync(join(ROOT, 'schema/registry.schema.json'), 'utf8'),
) as object;
const resourceDir = join(ROOT, 'schema/resources');
const readResource = (file: string) =>
  parse(readFileSync(join(resourceDir, file), 'utf8')) as Record<string, unknown>;
const check = validator.ajv.compile(schema);
const errorsOf = (data: unknown) => (check(data) ? [] : check.errors);

describe('the registry JSON Schema', () => {
  it('accepts every resource file of the registry', () => {
    for (const file of readdirSync(resourceDir).filter((f) => f.endsWith('.yaml'))) {
      expect({ file, errors: errorsOf(readResource(file)) }).toEqual({ file, errors: [] });
    }
  });

  it('rejects a misspelt key, a wrong type and a missing label', () => {
    const user = readResource('user.yaml');
    const fields = user.fields as Record<string, Record<string, unknown>>;
    const { required, ...username } = fields.username;
    expect(
      errorsOf({ ...user, fields: { username: { ...username, requird: required } } }),
    ).not.toEqual([]);
    expect(
      errorsOf({ ...user, fields: { isActive: { ...fields.isActive, type: 'flag' } } }),
    ).not.toEqual([]);
    expect(errorsOf({ ...user, recordRepresentaton: 'username' })).not.toEqual([]);
    const unlabelled = { ...fields.name };
    delete unlabelled.labels;
    expect(errorsOf({ ...user, fields: { name: unlabelled } })).not.toEqual([]);
  });

  it('checks only the own keys of a file that extends another', () => {
    const vip = { name: 'vipUser', extends: 'user', fields: { isActive: { default: false } } };
    expect(errorsOf(vip)).toEqual([]);
    expect(errorsOf({ ...vip, feilds: vip.fields })).not.toEqual([]);
  });
});

describe('the generated registry', () => {
  it('states only what differs from the defaults, and expands to the complete metadata', () => {
    const model = buildModel(loadRegistry(join(ROOT, 'schema')));
    expect(resources).toEqual(
      Object.fromEntries(model.resources.map((r) => [r.meta.name, r.meta])),
    );
    const text = readFileSync(join(ROOT, 'src/core/generated/registry.ts'), 'utf8');
    expect(text).not.toMatch(/required: false|readOnly: false|sortable: true|unique: false/);
  });
});
