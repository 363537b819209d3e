import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCodegen, scratchProject } from './runCodegen';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A scratch project with the registry and its current codegen output (npm test runs codegen
 * first), whose waybill.yaml is replaced.
 */
function projectWithWaybill(yaml: string) {
  const dir = scratchProject([
    'schema',
    'src/core/generated',
    'src/generated',
    'src/routeScreens/generated',
    'server/generated',
    'docs',
  ]);
  dirs.push(dir);
  writeFileSync(join(dir, 'schema/resources/waybill.yaml'), yaml);
  return dir;
}

const snapshot = (dir: string) =>
  ['src/core/generated', 'src/generated', 'src/routeScreens/generated']
    .flatMap((folder) => readdirSync(join(dir, folder), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');

const original = readFileSync(
  join(import.meta.dirname, '../../../schema/resources/waybill.yaml'),
  'utf8',
);

describe(
  'codegen stops on a registry mistake with file, line and reason in one line',
  { timeout: 60_000 },
  () => {
    it.each([
      [
        'a YAML syntax error',
        original.replace('  trackingNumber:\n', '  trackingNumber: [\n'),
        /waybill\.yaml:\d+: /,
      ],
      [
        'an unknown field type',
        original.replace('type: boolean', 'type: flag'),
        /waybill\.yaml:\d+: fields\.isValuable\.type: /,
      ],
      [
        'an unknown enum',
        original.replace('enum: waybillStatus', 'enum: parcelStatus'),
        /waybill\.yaml:\d+: unknown enum "parcelStatus"/,
      ],
      [
        'an unknown reference',
        original.replace('reference: client', 'reference: customer'),
        /waybill\.yaml:\d+: unknown resource "customer"/,
      ],
      [
        'a hand-written filter on a field that is no filter',
        original.replace(
          'components: { field: waybill/StatusTimeline }',
          'components: { filter: waybill/StatusTimeline }',
        ),
        /waybill\.yaml:\d+: statusHistory is not a filter/,
      ],
      [
        'an extra list filter named like a field',
        original.replace('  delayDays:\n', '  payStatus:\n'),
        /waybill\.yaml:\d+: "payStatus" is a field's filter already/,
      ],
      [
        'a related list through a field that points elsewhere',
        original.replace(
          '{ resource: feedback, field: waybillId }',
          '{ resource: feedback, field: clientId }',
        ),
        /waybill\.yaml:\d+: feedback\.clientId is no reference to waybill/,
      ],
      [
        'an action success naming no text of the app catalogue',
        original.replace(
          '    icon: PersonAdd\n',
          '    icon: PersonAdd\n    success: notify.assigned\n',
        ),
        /waybill\.yaml:\d+: "notify\.assigned" is no text of the app catalogue/,
      ],
      [
        'a read rule naming neither a role nor a group',
        original.replace(
          '    labels: { uz: Qabul qiluvchi, en: Receiver, cn: 收件人 }\n',
          '    labels: { uz: Qabul qiluvchi, en: Receiver, cn: 收件人 }\n    readBy: { roles: [couriers] }\n',
        ),
        /waybill\.yaml:\d+: "couriers" is neither a role nor a group/,
      ],
      [
        'a read rule on the field that names the records',
        original.replace(
          '    labels: { uz: Trek raqami, en: Tracking number, cn: 运单号 }\n',
          '    labels: { uz: Trek raqami, en: Tracking number, cn: 运单号 }\n    readBy: { roles: [platform] }\n',
        ),
        /waybill\.yaml:\d+: trackingNumber names or orders the records: everyone reads it/,
      ],
      [
        'a search through a field that is no text or reference',
        original.replace(
          'search: [trackingNumber, clientId, receiver, receiverAddress]',
          'search: [trackingNumber, weight]',
        ),
        /waybill\.yaml:\d+: "weight" is no text or reference field of waybill/,
      ],
      [
        'a misspelt key',
        original.replace('required: true\n    unique: true', 'requird: true\n    unique: true'),
        /waybill\.yaml:\d+: .*requird/,
      ],
      [
        'a part of a JSON document without its label',
        original.replace(
          '  isValuable:\n',
          [
            '  extra:',
            '    type: json',
            "    labels: { uz: Qo'shimcha, en: Extra, cn: 附加 }",
            '    schema: { type: object, properties: { tone: { type: string } } }',
            '  isValuable:\n',
          ].join('\n'),
        ),
        /waybill\.yaml:\d+: parts: a label of "tone" is missing/,
      ],
      [
        'a weight a request writes without a max',
        original.replace('    min: 0\n    max: 2000\n', '    min: 0\n'),
        /waybill\.yaml:\d+: weight: a number a request writes needs a max/,
      ],
      [
        'an icon @mui/icons-material does not have',
        original.replace('icon: PersonAdd', 'icon: PersonAddd'),
        /waybill\.yaml:\d+: .*"PersonAddd" is no @mui\/icons-material icon/,
      ],
      [
        'a required field some of those who may create it may not write',
        original.replace(
          '    writtenBy: { roles: [platform] }\n',
          '    writtenBy: { roles: [PLATFORM_ROOT] }\n    required: true\n',
        ),
        /waybill\.yaml:\d+: companyId is required but ROOT, PLATFORM_ADMIN, PLATFORM_USER may create a waybill without writing it/,
      ],
      [
        'an own enumeration named like one of schema/enums.yaml',
        `${original}enums:\n  payStatus:\n    values:\n      OPEN: { labels: { uz: Ochiq, en: Open, cn: 开放 } }\n`,
        /waybill\.yaml:\d+: enum "payStatus" is declared in schema\/enums\.yaml too/,
      ],
    ])('%s', (_label, yaml, pattern) => {
      const dir = projectWithWaybill(yaml);
      const before = snapshot(dir);
      const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
      expect(result.status).toBe(1);
      const lines = result.stderr
        .trim()
        .split('\n')
        .filter((l) => !l.startsWith('npm warn'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(pattern);
      expect(snapshot(dir)).toBe(before);
    });

    it('names the line of the offending node', () => {
      const yaml = original.replace('type: boolean', 'type: flag');
      const line = yaml.split('\n').findIndex((l) => l.includes('type: flag')) + 1;
      const dir = projectWithWaybill(yaml);
      const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
      expect(result.stderr).toContain(`waybill.yaml:${line}: fields.isValuable.type:`);
    });

    it('checks pages.yaml too: a view of an unknown resource', () => {
      const dir = projectWithWaybill(original);
      const pagesFile = join(dir, 'schema/pages.yaml');
      const pages = readFileSync(pagesFile, 'utf8');
      writeFileSync(
        pagesFile,
        pages.replace(
          'resource: waybill, section: oms, path: valuableWaybill',
          'resource: parcel, section: oms, path: valuableWaybill',
        ),
      );
      const line =
        readFileSync(pagesFile, 'utf8')
          .split('\n')
          .findIndex((l) => l.includes('resource: parcel')) + 1;
      const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`pages.yaml:${line}: unknown resource "parcel"`);
    });

    it("checks a view's own columns: a field its list shows already", () => {
      const dir = projectWithWaybill(original);
      const pagesFile = join(dir, 'schema/pages.yaml');
      const pages = readFileSync(pagesFile, 'utf8');
      writeFileSync(pagesFile, pages.replace('columns: [storageFee]', 'columns: [weight]'));
      const line =
        readFileSync(pagesFile, 'utf8')
          .split('\n')
          .findIndex((l) => l.includes('columns: [weight]')) + 1;
      const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `pages.yaml:${line}: "weight" is not a field of waybill shown on its page and not in its list`,
      );
    });

    it('checks menu.yaml too: a section redirected to none of its paths', () => {
      const dir = projectWithWaybill(original);
      const menuFile = join(dir, 'schema/menu.yaml');
      const menu = readFileSync(menuFile, 'utf8');
      writeFileSync(menuFile, menu.replace('redirect: waybill,', 'redirect: waybills,'));
      const result = runCodegen(['--schema', join(dir, 'schema'), '--out', dir]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('section oms: redirect "waybills" is none of its paths');
    });
  },
);
