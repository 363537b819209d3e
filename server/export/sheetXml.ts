/**
 * The worksheet's XML, written as text a row at a time: no object per cell, no shared strings
 * (texts are inline), numbers and dates as numbers with their column's style.
 */
import type { DbRecord } from '../db/types';
import type { CellValue, ExportColumn } from './exportColumns';
import type { SheetStyles } from './xlsxParts';

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** What XML 1.0 cannot hold (dropped) and what must be escaped. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_ALL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Text as XML character data or attribute value (most texts need nothing: tested first). */
export function xmlText(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, (char) => ENTITIES[char] ?? '') : text;
}

/** Excel keeps at most this many characters in a cell and calls a longer one corrupt. */
const MAX_CELL_TEXT = 32767;
const MS_PER_DAY = 86_400_000;
/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EPOCH_SERIAL = 25_569;

/** A, B, …, Z, AA, AB, …: the column's letters in a cell reference. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

function inlineText(ref: string, style: string, text: string): string {
  const kept = xmlText(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
  const edge = kept.length && (kept.charCodeAt(0) <= 32 || kept.charCodeAt(kept.length - 1) <= 32);
  // Without it, a reader drops the text's leading and trailing blanks.
  const space = edge ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${kept}</t></is></c>`;
}

function cellXml(ref: string, style: string, value: NonNullable<CellValue>): string {
  if (typeof value === 'number') return `<c r="${ref}"${style}><v>${value}</v></c>`;
  if (typeof value === 'string') return inlineText(ref, style, value);
  // A date is a day count; its UTC fields already hold the wall-clock time to show.
  return `<c r="${ref}"${style}><v>${value.getTime() / MS_PER_DAY + EPOCH_SERIAL}</v></c>`;
}

/** Writes the sheet's rows; row 1 is the header row, frozen. */
export interface SheetWriter {
  /** Everything before the first data row: the view, the column widths and the header row. */
  head: string;
  /** The XML of data row `index` (1 is the first) holding the record's cells. */
  row(index: number, record: DbRecord): string;
  tail: string;
}

export function sheetWriter(columns: readonly ExportColumn[], styles: SheetStyles): SheetWriter {
  const letters = columns.map((_, index) => columnLetters(index));
  const styleIds = columns.map(({ numFmt }) => (numFmt && styles.ofFormat.get(numFmt)) || 0);
  const styleAttrs = styleIds.map((id) => (id ? ` s="${id}"` : ''));
  const cols = columns.map(
    ({ width }, index) =>
      `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"` +
      `${styleIds[index] ? ` style="${styleIds[index]}"` : ''}/>`,
  );
  const header = columns.map(({ header }, index) =>
    inlineText(`${letters[index]}1`, ` s="${styles.header}"`, header),
  );
  const head =
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${cols.join('')}</cols><sheetData><row r="1">${header.join('')}</row>`;
  return {
    head,
    row(index, record) {
      const number = index + 1;
      let xml = `<row r="${number}">`;
      for (let column = 0; column < columns.length; column++) {
        const value = columns[column].cell(record);
        if (value !== undefined)
          xml += cellXml(letters[column] + number, styleAttrs[column], value);
      }
      return `${xml}</row>`;
    },
    tail: '</sheetData></worksheet>',
  };
}
