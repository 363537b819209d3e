/**
 * Mistakes in the registry's newer words (filter operators and defaults, transforms, extends,
 * actions and their `set`, spans, products, groups and phone cards) stop codegen with one line, `file:line: what is wrong`, and nothing
 * is written.
 */
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, runCodegen, scratchProject } from './runCodegen';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const resourceFile = (name: string) => `schema/resources/${name}.yaml`;
const original = (name: string) => readFileSync(join(ROOT, resourceFile(name)), 'utf8');

/** Replaces `from` by `to` in a resource file, failing loudly when the file has no `from`. */
const edit = (name: string, from: string, to: string): [string, string] => {
  const text = original(name);
  if (!text.includes(from)) throw new Error(`${name}.yaml has no ${JSON.stringify(from)}`);
  return [resourceFile(name), text.replace(from, to)];
};

const snapshot = (dir: string) =>
  ['src/generated', 'src/routeScreens/generated']
    .flatMap((folder) => readdirSync(join(dir, folder), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');

/**
 * payCashback with its payload and its `when` replaced by `set` (an action with set takes no
 * payload), so that the set itself is what is wrong.
 */
const payCashbackSet = (set: string): [string, string] => {
  const text = original('promoCode');
  const inputs = / {4}payload:\n(?: {6}.*\n)+ {4}when: \{ cashbackToPay: \{ gt: 0 \} \}\n/;
  if (!inputs.test(text)) throw new Error('promoCode.yaml: payCashback has no payload and when');
  return [resourceFile('promoCode'), text.replace(inputs, `    set: ${set}\n`)];
};

/** Runs codegen on a scratch registry with the files changed; its one error line. */
function failure(files: [path: string, text: string][]) {
  const dir = scratchProject([
    'schema',
    'src/generated',
    'src/routeScreens/generated',
    'src/core/generated',
    'server/generated',
  ]);
  dirs.push(dir);
  for (const [path, text] of files) writeFileSync(join(dir, path), text);
  const before = snapshot(dir);
  const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
  expect(result.status).toBe(1);
  expect(snapshot(dir)).toBe(before);
  const lines = result.stderr
    .trim()
    .split('\n')
    .filter((l) => !l.startsWith('npm warn'));
  expect(lines).toHaveLength(1);
  return lines[0];
}

/** The 1-based line of the first line of `text` holding `needle`. */
const lineOf = (text: string, needle: string) =>
  text.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('codegen stops on a mistake in the newer registry words', { timeout: 60_000 }, () => {
  it.each([
    [
      'a filter operator that does not fit the type',
      edit('waybill', '    filter: in\n', '    filter: contains\n'),
      'filter: contains',
      /waybill\.yaml:\d+: filter contains does not fit a enum field/,
    ],
    [
      'a filter default that is no value of the enum',
      edit('waybill', '    filter: in\n', '    filter: in\n    filterDefault: [LOST]\n'),
      'filterDefault: [LOST]',
      /waybill\.yaml:\d+: "LOST" is not a value of waybillStatus/,
    ],
    [
      'a single filter default for an in filter',
      edit('waybill', '    filter: in\n', '    filter: in\n    filterDefault: Osh\n'),
      'filterDefault: Osh',
      /waybill\.yaml:\d+: an in filter starts from a list/,
    ],
    [
      'a filter operator on a field that is no filter',
      edit('waybill', '    max: 500\n', '    max: 500\n    filter: exact\n'),
      '  valuableNote:',
      /waybill\.yaml:\d+: valuableNote is not a filter/,
    ],
    [
      'an unknown transform',
      edit('promoCode', '    transform: upper\n', '    transform: shout\n'),
      'transform: shout',
      /promoCode\.yaml:\d+: fields\.code\.transform: /,
    ],
    [
      'an action with an unknown element',
      edit('waybill', '    element: detachTrack\n', '    element: detach\n'),
      'element: detach',
      /waybill\.yaml:\d+: unknown element "detach"/,
    ],
    [
      'an action that says twice who may call it',
      edit(
        'waybill',
        '    element: detachTrack\n',
        '    element: detachTrack\n    roles: [PLATFORM_ROOT]\n',
      ),
      '  detachTrack:',
      /waybill\.yaml:\d+: detachTrack: say who may call it with one of element, roles or access/,
    ],
    [
      "an action's button in a view of another resource",
      edit('waybill', 'on: [show, unclearWaybill]', 'on: [show, confirmPrice]'),
      'on: [show, confirmPrice]',
      /waybill\.yaml:\d+: "confirmPrice" is neither list, show nor a view of waybill/,
    ],
    [
      'a question naming no field of the record',
      edit('waybill', "en: 'Assign an owner to %{trackingNumber}'", "en: 'Assign %{tracking}'"),
      "en: 'Assign %{tracking}'",
      /waybill\.yaml:\d+: %\{tracking\} is no field of waybill/,
    ],
    [
      'an action name used by another resource',
      // withdrawPrice, as no field's writtenBy names it (renaming another fails there first).
      edit('priceChange', '  withdrawPrice:\n', '  detachTrack:\n'),
      '  detachTrack:',
      /priceChange\.yaml:\d+: action "detachTrack" is declared by waybill too/,
    ],
    [
      'a payload field with no label, named like no field',
      edit(
        'waybill',
        '      clientId: { type: reference, reference: client, required: true }\n',
        '      ownerId: { type: reference, reference: client, required: true }\n',
      ),
      '      ownerId:',
      /waybill\.yaml:\d+: ownerId needs labels: waybill has no such field/,
    ],
    [
      'a set value that is no value of the enum',
      edit(
        'waybill',
        '    when: { status: UN_LAWFUL }\n',
        '    when: { status: UN_LAWFUL }\n    set:\n      payStatus: FREE\n',
      ),
      '      payStatus: FREE',
      /waybill\.yaml:\d+: "FREE" is not a value of payStatus/,
    ],
    [
      'a set value that is not true or false',
      payCashbackSet('{ isActive: maybe }'),
      'set: { isActive: maybe }',
      /promoCode\.yaml:\d+: maybe is not true or false/,
    ],
    [
      "a set value above the field's max",
      payCashbackSet('{ cashbackPrice: 11 }'),
      'set: { cashbackPrice: 11 }',
      /promoCode\.yaml:\d+: 11 is above max 10/,
    ],
    [
      'a set of a field the entity does not have',
      payCashbackSet('{ paid: true }'),
      'set: { paid: true }',
      /promoCode\.yaml:\d+: unknown field "paid"/,
    ],
    [
      'a set clearing a required field',
      payCashbackSet('{ code: null }'),
      'set: { code: null }',
      /promoCode\.yaml:\d+: code is required: it cannot be cleared/,
    ],
    [
      'a pattern without the words of what it expects',
      edit('company', '    patternHint:', '    # patternHint:'),
      "pattern: '^[0-9]{5}$'",
      /company\.yaml:\d+: a pattern needs a patternHint/,
    ],
    [
      'a set on a collection action',
      edit(
        'waybill',
        '    on: [unlawfulWaybill]\n',
        '    on: [unlawfulWaybill]\n    set: { isValuable: true }\n',
      ),
      'set: { isValuable: true }',
      /waybill\.yaml:\d+: set: a collection action has no record/,
    ],
    [
      'a span whose start is no field',
      edit('boxPrice', '    after: activeFrom\n', '    after: activeSince\n'),
      'after: activeSince',
      /boxPrice\.yaml:\d+: unknown field "activeSince"/,
    ],
    [
      'a span of a time and a text',
      edit('pvz', '    after: workStartTime\n', '    after: name\n'),
      'after: name',
      /pvz\.yaml:\d+: workEndTime and name make no span/,
    ],
    [
      'a product whose units do not multiply into its own',
      edit('waybill', 'product: [length, width, height]', 'product: [length, width]'),
      'product: [length, width]',
      /waybill\.yaml:\d+: the units do not multiply/,
    ],
    [
      'a group naming no field',
      edit('waybill', 'fields: [weight, length, width, height, volume]', 'fields: [weight, girth]'),
      'fields: [weight, girth]',
      /waybill\.yaml:\d+: unknown field "girth"/,
    ],
    [
      'a field in two groups',
      edit('waybill', 'fields: [clientId, companyId,', 'fields: [weight, clientId, companyId,'),
      'fields: [weight, clientId',
      /waybill\.yaml:\d+: weight is in group sizes already/,
    ],
    [
      "a phone's card showing what is no list column",
      edit('waybill', 'secondary: [clientId, weight, createdAt]', 'secondary: [clientId, volume]'),
      'phoneList:',
      /waybill\.yaml:\d+: volume is no list column/,
    ],
  ])('%s', (_label, file, needle, pattern) => {
    const line = failure([file]);
    expect(line).toMatch(pattern);
    // The line is the offending node's (or, for a missing key, its parent's).
    expect(line).toContain(`${file[0].split('/').pop()}:${lineOf(file[1], needle)}:`);
  });

  it('extends: an unknown resource, at the line of extends', () => {
    const text = original('clientPriceCycle').replace('extends: priceCycle', 'extends: cycle');
    expect(failure([[resourceFile('clientPriceCycle'), text]])).toBe(
      `codegen: schema/resources/clientPriceCycle.yaml:${lineOf(text, 'extends:')}: extends: unknown resource "cycle"`.replace(
        'schema/',
        `${dirs.at(-1)!.slice(ROOT.length + 1)}/schema/`,
      ),
    );
  });

  it('extends: a circle', () => {
    const base = original('priceCycle').replace(
      'abstract: true\n',
      'abstract: true\nextends: clientPriceCycle\n',
    );
    expect(failure([[resourceFile('priceCycle'), base]])).toMatch(
      /extends: clientPriceCycle > priceCycle > clientPriceCycle goes round in a circle/,
    );
  });

  it('a mistake a resource inherits is reported in the file that makes it', () => {
    const base = original('priceCycle').replace('    type: date\n', '    type: day\n');
    expect(failure([[resourceFile('priceCycle'), base]])).toMatch(
      new RegExp(`priceCycle\\.yaml:${lineOf(base, 'type: day')}: fields\\.startDate\\.type: `),
    );
  });

  it('a key a resource overrides is reported in its own file', () => {
    const own = original('companyPriceCycle').replace('reference: company', 'reference: firm');
    expect(failure([[resourceFile('companyPriceCycle'), own]])).toMatch(
      new RegExp(
        `companyPriceCycle\\.yaml:${lineOf(own, 'reference: firm')}: unknown resource "firm"`,
      ),
    );
  });

  it('actions of an abstract base: they are not inherited', () => {
    const base = original('priceCycle').replace(
      'recordRepresentation: startDate\n',
      'recordRepresentation: startDate\nactions: {}\n',
    );
    expect(failure([[resourceFile('priceCycle'), base]])).toMatch(
      new RegExp(`priceCycle\\.yaml:${lineOf(base, 'actions: {}')}: actions are not inherited`),
    );
  });
});
