/**
 * The arrival station's state: the point and the batch (in the address, so a reload keeps them),
 * the arrival as the API last answered it, read again every POLL_MS while the page is shown (a
 * second operator's scans appear within a second), and the answer to the last scan. Every code
 * goes through `submit`: with no batch chosen, a box number chooses its batch and counts the box.
 * Scans go through the station's scan queue (station/useScanQueue.ts): kept in the browser
 * through a lost connection, sent in order with their keys; a late problem is listed for the
 * operator. No finish while scans are still to be sent (its scan count would be stale).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAnswerQueue } from '../station/useAnswerQueue';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { useScanQueue } from '../station/useScanQueue';
import { arriveAnswerTexts } from './arriveAnswerTexts';
import { useSearchParams } from 'react-router-dom';
import { ARRIVAL_POINTS } from '../../../core/domain/arrival';
import { routePathOf } from '../../../core/rules/resourceNames';
import {
  arrivalState,
  finishArrival,
  scanArrival,
  type ArrivalReport,
  type ArrivalScan,
  type ArrivalScanAnswer,
} from './arrivalCalls';

/** How often the counts are read again: two operators agree within a second. */
const POLL_MS = 500;

export type AnswerKind =
  | ArrivalScanAnswer['outcome']
  | 'noBatch'
  | 'finished'
  | 'refused'
  /** Kept in the browser until the connection is back. */
  | 'kept'
  /** Not finished: scans are still to be sent. */
  | 'scansPending';

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

/** Scanned as expected: a late answer of these needs nothing of the operator. */
const FINE: readonly AnswerKind[] = ['boxCounted', 'parcelCounted', 'alreadyScanned'];

export function useArrivalStation() {
  const translate = useTranslate();
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

  // Where the answer of a live scan goes: the counts of the batch shown.
  const shownBatch = useRef(batchId);
  useEffect(() => {
    shownBatch.current = batchId;
  });
  const scans = useScanQueue<ArrivalScan, ArrivalScanAnswer>({
    station: 'arrive',
    send: scanArrival,
    settle: ({ payload }, result, late) => {
      if (!result.ok) {
        if (late) return result.error.message;
        return void setAnswer(refusalOf(result.error));
      }
      const told: StationAnswer = { kind: result.answer.outcome, args: textArgs(result.answer) };
      // A late answer updates the counts if they are that batch's, never the answer of a newer scan.
      if (String(payload.batchId) === shownBatch.current && payload.point === point)
        show(performance.now(), result.answer);
      if (!late) return void setAnswer(told);
      if (FINE.includes(told.kind)) return undefined;
      const { title, next } = arriveAnswerTexts(translate, told);
      return `${title}. ${next}`;
    },
    onWaiting: ({ payload }) => setAnswer({ kind: 'kept', args: { code: payload.code } }),
  });
  const { enqueue } = scans;
  const scan = useCallback(
    (batch: Identifier, code: string) => enqueue({ batchId: batch, point, code }),
    [enqueue, point],
  );

  /** With no batch chosen: the batch of the box scanned, chosen and the box counted. */
  const batchOfBox = useCallback(
    async (code: string) => {
      try {
        const { data } = await dataProvider.getList(routePathOf('box'), {
          filter: { boxNumber: code },
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
        });
        // The list's filter finds a part of a number too: the box is the one of that number.
        const box = data.find((row) => String(row.boxNumber).toUpperCase() === code.toUpperCase());
        if (!box) return setAnswer({ kind: 'noBatch', args: { code } });
        choose({ batch: box.batchId as Identifier });
        // Its scan goes through the queue like any other: its answer says what it counted.
        shownBatch.current = String(box.batchId);
        await scan(box.batchId as Identifier, code);
      } catch (error) {
        setAnswer(refusalOf(error));
      }
    },
    [choose, dataProvider, scan],
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
      scans.pending.length > 0
        ? setAnswer({ kind: 'scansPending', args: { count: String(scans.pending.length) } })
        : batchId && report
          ? run(async () => {
              const started = performance.now();
              show(started, await finishArrival(batchId, point, report.counts.scans));
              return { kind: 'finished', args: {} };
            })
          : undefined,
    [batchId, point, report, run, scans.pending.length, show],
  );

  return { point, batchId, report, answer, scans, submit, finish, choose };
}
