/** Codegen stops on a `demo:` hint that cannot give the field's values, at the hint's line. */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossCheck } from '../../../scripts/codegen/crossCheck';
import { loadRegistry } from '../../../scripts/codegen/load';
import { ROOT } from './runCodegen';

const depot = (fields: string, extra = '') => `name: depot
api: depots
labels:
  uz: { one: Ombor, many: Omborlar }
  en: { one: Depot, many: Depots }
  cn: { one: 仓库, many: 仓库 }
icon: Warehouse
route: { section: system, path: depot, order: 97 }
access:
  group: platform
recordRepresentation: title
sort: { field: title, order: ASC }
fields:
  title: { type: string, required: true, labels: { uz: Nomi, en: Title, cn: 名称 } }
  volume: { type: number, min: 0, max: 1000, labels: { uz: Hajmi, en: Volume, cn: 体积 } }
  status: { type: enum, enum: pvzStatus, labels: { uz: Holati, en: Status, cn: 状态 } }
${fields}${extra}`;

/** The `file:line: reason` codegen stops with for this depot.yaml. */
function failure(yaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'baraka-demo-hints-'));
  try {
    cpSync(join(ROOT, 'schema'), dir, { recursive: true });
    writeFileSync(join(dir, 'resources/depot.yaml'), yaml);
    crossCheck(loadRegistry(dir));
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The line of `depot(...)` that holds `marker`. */
const lineOf = (yaml: string, marker: string) =>
  yaml.split('\n').findIndex((line) => line.includes(marker)) + 1;

const field = (name: string, def: string) =>
  `  ${name}:\n    type: ${def}\n    labels: { uz: X, en: X, cn: X }\n`;

describe('codegen checks demo hints', () => {
  it('compiles good hints without a word', () => {
    const yaml = depot(
      field('code', 'string\n    demo: { pattern: "D-[0-9]{3}" }') +
        field('city', 'string') +
        field('country', 'string'),
      'demo:\n  rows:\n    - { country: UZ, city: Andijon }\n',
    );
    expect(failure(yaml)).toBe('no error');
  });

  it.each([
    [
      'a range on a string',
      field('code', 'string\n    demo:\n      range: [1, 5] # here'),
      /a range is for number and integer fields/,
    ],
    [
      'min above max',
      field('size', 'number\n    demo:\n      range: [9, 2] # here'),
      /range: min 9 is greater than max 2/,
    ],
    [
      'a range past the field max',
      field('size', 'integer\n    max: 10\n    demo:\n      range: [1, 50] # here'),
      /outside the field's min and max/,
    ],
    [
      'a oneOf value of another type',
      field('size', 'number\n    demo:\n      oneOf:\n        - 3\n        - big # here'),
      /oneOf: "big" is no number/,
    ],
    [
      'a oneOf value not in the enum',
      field('kind', 'enum\n    enum: pvzStatus\n    demo:\n      oneOf:\n        - CLOSED # here'),
      /"CLOSED" is no value of pvzStatus/,
    ],
    [
      'an unknown kind',
      field('code', 'string\n    demo:\n      kind: planet # here'),
      /fields\.code\.demo\.kind: /,
    ],
    [
      'two hints at once',
      field('code', 'string\n    demo: { kind: city, pattern: "A" } # here'),
      /give exactly one of range, oneOf, pattern, kind/,
    ],
    [
      'a pattern it cannot sample',
      field('code', 'string\n    demo:\n      pattern: "[^a]+" # here'),
      /no pattern the demo generator can sample/,
    ],
    [
      'a misspelt key',
      field('code', 'string\n    demo:\n      kinds: city # here'),
      /fields\.code\.demo: /,
    ],
  ])('%s', (_, fields, reason) => {
    const yaml = depot(fields);
    const message = failure(yaml);
    expect(message).toMatch(reason);
    expect(message).toMatch(new RegExp(`^[^:]*depot\\.yaml:${lineOf(yaml, '# here')}: `));
  });

  it.each([
    ['an unknown field', '    - { country: UZ } # here', /unknown field "country"/],
    ['a value of another type', '    - { volume: lots } # here', /"lots" is no number/],
  ])('a demo row naming %s', (_, row, reason) => {
    const yaml = depot('', `demo:\n  rows:\n${row}\n`);
    const message = failure(yaml);
    expect(message).toMatch(reason);
    expect(message).toMatch(new RegExp(`^[^:]*depot\\.yaml:${lineOf(yaml, '# here')}: `));
  });
});
