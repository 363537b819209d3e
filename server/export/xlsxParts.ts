/**
 * The fixed parts of a one-sheet xlsx package (content types, relationships, workbook, styles),
 * written as text: everything but the worksheet itself, which is streamed (sheetXml.ts).
 */
import { MAIN_NS, REL_NS, XML_HEAD, xmlText } from './sheetXml';

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Style indexes (cellXfs) of the sheet: the bold header, and one per distinct number format. */
export interface SheetStyles {
  header: number;
  /** The style of each number format; a column without one uses the default style (0). */
  ofFormat: ReadonlyMap<string, number>;
}

/** Excel's built-in formats keep their built-in ids; other formats are numbered from 164. */
const BUILT_IN_FORMATS: Readonly<Record<string, number>> = {
  '0': 1,
  '0.00': 2,
  '#,##0': 3,
  '#,##0.00': 4,
};
const FIRST_CUSTOM_FORMAT = 164;

/** Style 0 is the default, 1 the header's, then one per distinct format, in order of appearance. */
export function sheetStyles(formats: Iterable<string | undefined>): SheetStyles {
  const ofFormat = new Map<string, number>();
  for (const format of formats)
    if (format && !ofFormat.has(format)) ofFormat.set(format, ofFormat.size + 2);
  return { header: 1, ofFormat };
}

/** Every part but the worksheet, path and text. */
export function packageParts(sheetName: string, styles: SheetStyles): [string, string][] {
  return [
    ['[Content_Types].xml', contentTypes()],
    ['_rels/.rels', relationships([['officeDocument', 'xl/workbook.xml']])],
    ['xl/workbook.xml', workbook(sheetName)],
    [
      'xl/_rels/workbook.xml.rels',
      relationships([
        ['worksheet', 'worksheets/sheet1.xml'],
        ['styles', 'styles.xml'],
      ]),
    ],
    ['xl/styles.xml', stylesPart(styles)],
  ];
}

function contentTypes(): string {
  const override = (part: string, type: string) =>
    `<Override PartName="/${part}" ContentType="${TYPE}.${type}+xml"/>`;
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    override('xl/workbook.xml', 'sheet.main') +
    override(SHEET_PATH, 'worksheet') +
    override('xl/styles.xml', 'styles') +
    '</Types>'
  );
}

/** A relationships part: each [type, target] gets the id rId1, rId2, … in order. */
function relationships(targets: [string, string][]): string {
  const items = targets.map(
    ([type, target], index) =>
      `<Relationship Id="rId${index + 1}" Type="${REL_NS}/${type}" Target="${target}"/>`,
  );
  return `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">${items.join('')}</Relationships>`;
}

function workbook(sheetName: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView/></bookViews>' +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

function stylesPart({ ofFormat }: SheetStyles): string {
  const formats = [...ofFormat.keys()];
  const custom = formats.filter((format) => BUILT_IN_FORMATS[format] === undefined);
  const formatId = (format: string) =>
    BUILT_IN_FORMATS[format] ?? FIRST_CUSTOM_FORMAT + custom.indexOf(format);
  const numFmts = custom.length
    ? `<numFmts count="${custom.length}">${custom
        .map((format) => `<numFmt numFmtId="${formatId(format)}" formatCode="${xmlText(format)}"/>`)
        .join('')}</numFmts>`
    : '';
  const font = (bold: boolean) =>
    `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  const xf = (numFmtId: number, fontId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
    `${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  const cellXfs = [xf(0, 0), xf(0, 1), ...formats.map((format) => xf(formatId(format), 0))];
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">${numFmts}` +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
    '<fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    `<cellStyleXfs count="1">${xf(0, 0).replace(' xfId="0"', '')}</cellStyleXfs>` +
    `<cellXfs count="${cellXfs.length}">${cellXfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
