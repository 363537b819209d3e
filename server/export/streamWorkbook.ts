/**
 * Streams a one-sheet xlsx into an HTTP response: records come a batch at a time (from the
 * database), each row becomes XML text at once (sheetXml.ts), and the zip (yazl) deflates it on
 * zlib's thread while the next rows are written. Writing waits whenever the response has not
 * taken what was written, so memory holds about one batch whatever the row count.
 */
import { PassThrough } from 'node:stream';
import type { Response } from 'express';
import { ZipFile } from 'yazl';
import type { DbRecord } from '../db/types';
import type { ExportColumn } from './exportColumns';
import { sheetWriter } from './sheetXml';
import { packageParts, SHEET_PATH, sheetStyles } from './xlsxParts';

/**
 * The fastest deflate: the sheet's XML is repetitive, so the file stays small, and compressing
 * keeps up with the rows.
 */
const COMPRESSION_LEVEL = 1;
/** Rows' text is handed to the zip in pieces of about this many characters. */
const PIECE_CHARS = 64 * 1024;
/** Bytes of sheet text the zip may have waiting before writing pauses. */
const SHEET_BUFFER_BYTES = 1024 * 1024;
/** Writing lets other requests be served after this much time, even while the socket keeps up. */
const TURN_MS = 40;

export async function streamWorkbook(
  res: Response,
  sheetName: string,
  columns: readonly ExportColumn[],
  batches: AsyncIterable<readonly DbRecord[]>,
): Promise<void> {
  let clientGone = false;
  res.once('close', () => (clientGone = !res.writableFinished));
  const sent = new Promise<void>((resolve) => res.once('close', resolve).once('finish', resolve));

  const styles = sheetStyles(columns.map((column) => column.numFmt));
  const zip = new ZipFile();
  for (const [path, text] of packageParts(sheetName, styles))
    zip.addBuffer(Buffer.from(text), path, { compressionLevel: COMPRESSION_LEVEL });
  const sheet = new PassThrough({ highWaterMark: SHEET_BUFFER_BYTES });
  zip.addReadStream(sheet, SHEET_PATH, { compressionLevel: COMPRESSION_LEVEL });
  zip.end();
  zip.outputStream.pipe(res);

  const writer = sheetWriter(columns, styles);
  let piece = writer.head;
  let turnStart = performance.now();
  let index = 0;
  // Leaving the loop early (client gone) ends the batches' reading too.
  for await (const records of batches) {
    for (const record of records) {
      index += 1;
      piece += writer.row(index, record);
      if (piece.length < PIECE_CHARS) continue;
      const taken = sheet.write(piece);
      piece = '';
      if (!taken || performance.now() - turnStart > TURN_MS) {
        await nextTurn(sheet, res);
        turnStart = performance.now();
      }
      if (clientGone) break;
    }
    if (clientGone) break;
  }
  // A client that went away gets nothing more; the unfinished zip is left to the collector.
  if (clientGone) {
    sheet.destroy();
    return;
  }
  sheet.end(piece + writer.tail);
  await sent;
}

/** Gives the event loop a turn, then waits until the sheet's buffer drained (or the client left). */
async function nextTurn(sheet: PassThrough, res: Response): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (!sheet.writableNeedDrain || res.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      sheet.off('drain', done);
      res.off('close', done);
      resolve();
    };
    sheet.on('drain', done);
    res.on('close', done);
  });
}
