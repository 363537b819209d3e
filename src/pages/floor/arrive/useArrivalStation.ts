/**
 * The arrival station's state: the point and the batch (in the address, so a reload keeps them),
 * the arrival as the API last answered it, read again every POLL_MS while the page is shown (a
 * second operator's scans appear within a second), and the answer to the last scan. Every code
 * goes through `submit`: with no batch chosen, a box number chooses its batch and counts the box.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAnswerQueue } from '../station/useAnswerQueue';
import { useDataProvider, type Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ARRIVAL_POINTS } from '../../../core/domain/arrival';
import { routePathOf } from '../../../core/rules/resourceNames';
import {
  arrivalState,
  finishArrival,
  scanArrival,
  type ArrivalReport,
  type ArrivalScanAnswer,
} from './arrivalCalls';

/** How often the counts are read again: two operators agree within a second. */
const POLL_MS = 500;

export type AnswerKind = ArrivalScanAnswer['outcome'] | 'noBatch' | 'finished' | 'refused';

export interface StationAnswer {
  kind: AnswerKind;
  /** The values its text names (code, boxNumber, parcels, receiveDay, boxStatus, day). */
  args: Record<string, string>;
  /** The API's refusal, translated by it. */
  message?: string;
}

const refusalOf = (error: unknown): StationAnswer => ({
  kind: 'refused',
  args: {},
  message: error instanceof Error ? error.message : undefined,
});

const textArgs = (answer: ArrivalScanAnswer): Record<string, string> =>
  Object.fromEntries(
    Object.entries(answer)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([key, value]) => [key, String(value)]),
  );

export function useArrivalStation() {
  const dataProvider = useDataProvider();
  const [params, setParams] = useSearchParams();
  const point = ARRIVAL_POINTS.find((value) => value === params.get('point')) ?? ARRIVAL_POINTS[0];
  const batchId = params.get('batch') ?? undefined;
  const [report, setReport] = useState<ArrivalReport>();
  const [answer, setAnswer] = useState<StationAnswer>();

  /** The latest request whose answer is shown: an older read never overwrites a newer answer. */
  const shownSince = useRef(0);
  const show = useCallback((started: number, next: ArrivalReport) => {
    if (started < shownSince.current) return;
    shownSince.current = started;
    setReport(next);
  }, []);

  const choose = useCallback(
    (next: { point?: string; batch?: Identifier }) => {
      const values = new URLSearchParams(params);
      if (next.point) values.set('point', next.point);
      if ('batch' in next) {
        if (next.batch === undefined) values.delete('batch');
        else values.set('batch', String(next.batch));
        setAnswer(undefined);
      }
      setReport(undefined);
      setParams(values, { replace: true });
    },
    [params, setParams],
  );

  useEffect(() => {
    if (!batchId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      if (stopped) return;
      if (document.visibilityState === 'visible') {
        const started = performance.now();
        try {
          show(started, await arrivalState(batchId, point));
        } catch {
          // The next read tries again; the counts stay as last read.
        }
      }
      if (!stopped) timer = setTimeout(() => void read(), POLL_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [batchId, point, show]);

  const run = useAnswerQueue(setAnswer, refusalOf);

  const scan = useCallback(
    (batch: Identifier, code: string) =>
      run(async () => {
        const started = performance.now();
        const result = await scanArrival(batch, point, code);
        show(started, result);
        return { kind: result.outcome, args: textArgs(result) };
      }),
    [point, run, show],
  );

  /** With no batch chosen: the batch of the box scanned, chosen and the box counted. */
  const batchOfBox = useCallback(
    (code: string) =>
      run(async () => {
        const { data } = await dataProvider.getList(routePathOf('box'), {
          filter: { boxNumber: code },
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
        });
        // The list's filter finds a part of a number too: the box is the one of that number.
        const box = data.find((row) => String(row.boxNumber).toUpperCase() === code.toUpperCase());
        if (!box) return { kind: 'noBatch', args: { code } };
        choose({ batch: box.batchId as Identifier });
        const result = await scanArrival(box.batchId as Identifier, point, code);
        show(performance.now(), result);
        return { kind: result.outcome, args: textArgs(result) };
      }),
    [choose, dataProvider, point, run, show],
  );

  const submit = useCallback(
    (code: string) => {
      const text = code.trim();
      if (text === '') return;
      if (batchId) void scan(batchId, text);
      else void batchOfBox(text);
    },
    [batchId, batchOfBox, scan],
  );

  const finish = useCallback(
    () =>
      batchId && report
        ? run(async () => {
            const started = performance.now();
            show(started, await finishArrival(batchId, point, report.counts.scans));
            return { kind: 'finished', args: {} };
          })
        : undefined,
    [batchId, point, report, run, show],
  );

  return { point, batchId, report, answer, submit, finish, choose };
}
