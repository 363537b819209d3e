/**
 * Streams one worksheet into an HTTP response with exceljs' streaming writer: records come a
 * batch at a time (from the database) and each row is committed (written and forgotten) at once,
 * so memory holds one batch whatever the row count.
 */
import type { Response } from 'express';
import type ExcelJS from 'exceljs';
import type { DbRecord } from '../db/types';
import type { ExportColumn } from './exportColumns';

/**
 * Writing pauses after this much time, so other requests are served meanwhile and the socket
 * drains; the clock is read every CHECK_EVERY rows.
 */
const TURN_MS = 40;
const CHECK_EVERY = 100;

export async function streamWorkbook(
  res: Response,
  sheetName: string,
  columns: readonly ExportColumn[],
  batches: AsyncIterable<readonly DbRecord[]>,
): Promise<void> {
  let clientGone = false;
  res.once('close', () => (clientGone = !res.writableFinished));
  // Loaded on the first export: most starts of the API never export, and exceljs is large.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
    // The fastest deflate: the sheet's XML is repetitive, so the file stays small, and the zip
    // keeps up with the rows instead of holding them in memory while it compresses.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  // exceljs gives every cell a fresh style object and caches styles by object identity: handing
  // each cell its column's one object saves working out the same style for every cell.
  const styles = columns.map(({ numFmt }): Partial<ExcelJS.Style> => (numFmt ? { numFmt } : {}));
  sheet.columns = columns.map(({ header, width }, index) => ({
    header,
    width,
    style: styles[index],
  }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.commit();

  let turnStart = performance.now();
  let index = 0;
  // Leaving the loop early (client gone) ends the batches' reading too.
  for await (const records of batches) {
    for (const record of records) {
      if (clientGone) break;
      const row = sheet.addRow(columns.map((column) => column.cell(record)));
      row.eachCell((cell, column) => (cell.style = styles[column - 1]));
      row.commit();
      if (index % CHECK_EVERY === 0 && performance.now() - turnStart > TURN_MS) {
        await nextTurn(res);
        turnStart = performance.now();
      }
      index += 1;
    }
    if (clientGone) break;
    // The next batch is read only once the socket has taken this one.
    if (res.writableNeedDrain) await nextTurn(res);
  }
  // A client that went away gets nothing more; the unfinished zip is left to the collector.
  if (clientGone) return;
  sheet.commit();
  await workbook.commit();
}

async function nextTurn(res: Response): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (!res.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}
