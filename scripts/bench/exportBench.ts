/** The xlsx export of every waybill: time to the last byte and the server's peak memory. */
import { createWriteStream, statSync } from 'node:fs';
import { get } from 'node:http';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { cpuSeconds, rssMb, watchPeak } from './procfs';

export interface ExportFigures {
  status: number;
  seconds: number;
  /** CPU seconds the server spent meanwhile. */
  cpuSeconds: number;
  megabytes: number;
  /** Rows the server said it exported (X-Total-Count) and data rows found in the file. */
  rowsClaimed: number;
  rowsInFile: number;
  /** The server's resident memory just before the export and its peak during it, in MB. */
  rssBeforeMb: number;
  peakRssMb: number;
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

export async function measureExport(
  url: string,
  pid: number,
  token: string,
  file: string,
): Promise<ExportFigures> {
  const rssBeforeMb = rssMb(pid);
  const peak = watchPeak(pid);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const path = `/api/waybills/export?s=${json({})}&sort=${json(['createdAt', 'DESC'])}`;
  const { status, total } = await new Promise<{ status: number; total: number }>((done, fail) => {
    get(
      url + path,
      { headers: { Authorization: `Bearer ${token}`, source: 'ADMIN_WEB' } },
      (res) => {
        pipeline(res, createWriteStream(file)).then(
          () =>
            done({
              status: res.statusCode ?? 0,
              total: Number(res.headers['x-total-count'] ?? NaN),
            }),
          fail,
        );
      },
    ).on('error', fail);
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const peakRssMb = peak.stop();
  return {
    status,
    seconds,
    cpuSeconds: cpu,
    megabytes: statSync(file).size / 1024 / 1024,
    rowsClaimed: total,
    rowsInFile: status === 200 ? await countDataRows(file) : 0,
    rssBeforeMb,
    peakRssMb,
  };
}

/** Data rows of the workbook's first sheet (the header row not counted), read as a stream. */
async function countDataRows(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'ignore',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) if (row.number > 1) rows++;
    break;
  }
  return rows;
}
