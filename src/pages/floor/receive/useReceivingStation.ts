/**
 * The receiving station's state: the parcel scanned and waiting for its weight, the answer to the
 * last step, and the session's scans (newest first), each with its result and whether its
 * weighing may still be undone. Calls run one after another in the order typed (a scanner types
 * the next code before the last is answered); a refusal becomes the answer. Scans go through the
 * station's scan queue (station/useScanQueue.ts): kept in the browser through a lost connection
 * and sent in order with their keys (a number received twice makes one parcel). A scan answered
 * late joins the session's list without waiting for its weight (the operator scans it again to
 * weigh it); a late problem (held, paid, refused) is listed for the operator.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useScanQueue } from '../station/useScanQueue';
import { isHold } from '../../../core/rules/transitions';
import type { ApiError } from '../../../dataProvider/apiClient';
import {
  receiveParcel,
  undoWeighing,
  type Received,
  weighParcel,
  type Measures,
  type ReceivedParcel,
} from './receivingCalls';

/** What the big answer and a session row say. */
export type ReceiveResult =
  | 'known'
  | 'created'
  | 'weighed'
  | 'unpriced'
  | 'noOwner'
  | 'held'
  | 'locked'
  | 'refused'
  | 'undone';
export type AnswerKind =
  | ReceiveResult
  | 'badWeight'
  /** Kept in the browser until the connection is back. */
  | 'kept';

export interface ReceiveAnswer {
  kind: AnswerKind;
  parcel?: ReceivedParcel;
  /** The values its text names besides the parcel's (a weight typed wrong). */
  args?: Record<string, string>;
  /** The API's refusal, translated by it. */
  message?: string;
  /** The i18n key of why a scanned parcel is not weighed here (the API's own). */
  reasonKey?: string;
}

/** The parcel scanned and waiting for its weight, with its scan's row. */
export interface Waiting {
  key: number;
  parcel: ReceivedParcel;
}

export interface SessionScan {
  key: number;
  parcel: ReceivedParcel;
  result: ReceiveResult;
  /** Its weighing is the parcel's last change made here: the undo may be asked. */
  undoable: boolean;
}

/** The session's scans kept on screen. */
const KEPT_SCANS = 20;
const STATUSES = 'waybillStatus';
const NO_OWNER = 'NO_CLIENT';
const WEIGHED: readonly ReceiveResult[] = ['weighed', 'unpriced', 'noOwner'];

/** Why a scanned parcel is not weighed here, seen on the parcel (the API refuses it too). */
function scanProblem(
  parcel: ReceivedParcel,
): (ReceiveAnswer & { kind: 'held' | 'locked' }) | undefined {
  if (parcel.status !== NO_OWNER && isHold(STATUSES, parcel.status))
    return { kind: 'held', parcel, reasonKey: `floorReceive.errors.held.${parcel.status}` };
  if (parcel.payStatus === 'PAID')
    return { kind: 'locked', parcel, reasonKey: 'floorReceive.errors.paid' };
  return undefined;
}

function weighedResult(parcel: ReceivedParcel): ReceiveResult {
  if (parcel.status === NO_OWNER) return 'noOwner';
  return parcel.freight == null ? 'unpriced' : 'weighed';
}

/** A refused weighing, named by what the parcel is (the API's message says why). */
function refusedResult(parcel: ReceivedParcel, error: unknown): ReceiveResult {
  if ((error as ApiError | undefined)?.status !== 409) return 'refused';
  if (isHold(STATUSES, parcel.status)) return 'held';
  return parcel.billId != null || parcel.payStatus === 'PAID' ? 'locked' : 'refused';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

export function useReceivingStation(onWeighed: (parcel: ReceivedParcel) => void) {
  const translate = useTranslate();
  const [waiting, setWaiting] = useState<Waiting>();
  const [answer, setAnswer] = useState<ReceiveAnswer>();
  const [scans, setScans] = useState<SessionScan[]>([]);
  const serial = useRef(0);

  const queue = useRef<Promise<void>>(Promise.resolve());
  const run = useCallback((work: () => Promise<ReceiveAnswer>) => {
    queue.current = queue.current.then(async () => {
      try {
        setAnswer(await work());
      } catch (error) {
        setAnswer({ kind: 'refused', message: messageOf(error) });
      }
    });
    return queue.current;
  }, []);

  /** The scan `key` now shows `next`; no other scan of the parcel may undo any more. */
  const record = useCallback((key: number, next: ReceivedParcel, result: ReceiveResult) => {
    setScans((all) =>
      all.map((scan) =>
        scan.key === key
          ? { ...scan, parcel: next, result, undoable: WEIGHED.includes(result) }
          : scan.parcel.id === next.id
            ? { ...scan, undoable: false }
            : scan,
      ),
    );
  }, []);

  const scanQueue = useScanQueue<string, Received>({
    station: 'receive',
    send: receiveParcel,
    settle: (_scan, result, late) => {
      if (!result.ok) {
        if (late) return result.error.message;
        return void setAnswer({ kind: 'refused', message: result.error.message });
      }
      const received = result.answer;
      const problem = scanProblem(received.parcel);
      const kind: ReceiveResult = problem?.kind ?? (received.created ? 'created' : 'known');
      serial.current += 1;
      const key = serial.current;
      setScans((all) =>
        [{ key, parcel: received.parcel, result: kind, undoable: false }, ...all].slice(
          0,
          KEPT_SCANS,
        ),
      );
      if (late) {
        if (!problem) return undefined;
        const texts = `floorReceive.answers.${problem.kind}`;
        const trackingNumber = received.parcel.trackingNumber;
        return `${translate(`${texts}.title`, { trackingNumber })}. ${translate(problem.reasonKey ?? `${texts}.next`)}`;
      }
      setWaiting(problem ? undefined : { key, parcel: received.parcel });
      setAnswer(problem ?? { kind, parcel: received.parcel });
    },
    onWaiting: ({ payload }) => {
      setWaiting(undefined);
      setAnswer({ kind: 'kept', args: { trackingNumber: payload } });
    },
  });
  const { enqueue } = scanQueue;
  const scan = useCallback((trackingNumber: string) => enqueue(trackingNumber), [enqueue]);

  const weigh = useCallback(
    (measures: Measures) => {
      if (!waiting) return;
      const { key, parcel: current } = waiting;
      setWaiting(undefined);
      void run(async () => {
        try {
          const weighed = await weighParcel(current, measures);
          const result = weighedResult(weighed);
          record(key, weighed, result);
          onWeighed(weighed);
          return { kind: result, parcel: weighed };
        } catch (error) {
          const result = refusedResult(current, error);
          record(key, current, result);
          return { kind: result, parcel: current, message: messageOf(error) };
        }
      });
    },
    [waiting, record, run, onWeighed],
  );

  const undo = useCallback(
    (entry: SessionScan) =>
      run(async () => {
        try {
          const undone = await undoWeighing(entry.parcel);
          record(entry.key, undone, 'undone');
          setWaiting(undefined);
          return { kind: 'undone', parcel: undone };
        } catch (error) {
          // Refused (changed since): the row offers it no more.
          setScans((all) =>
            all.map((scan) => (scan.key === entry.key ? { ...scan, undoable: false } : scan)),
          );
          throw error;
        }
      }),
    [record, run],
  );

  return {
    waiting,
    answer,
    scans,
    /** The scan queue: scans not answered yet, and late problems. */
    scanQueue,
    scan,
    weigh,
    undo,
    /** A weight that is no number: said, and the parcel still waits for its weight. */
    badWeight: (typed: string) =>
      setAnswer({ kind: 'badWeight', parcel: waiting?.parcel, args: { weight: typed } }),
    /** Back to scanning without weighing (Esc). */
    cancel: () => setWaiting(undefined),
  };
}
