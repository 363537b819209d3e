/**
 * The packing station's state: the open box (its count and its parcels' weight as the API last
 * answered), the answer to the last scan, the move offered for a parcel of another box, and the
 * closing (typing the weight, confirming a difference beyond the tolerance). Every code goes
 * through `submit`: a box label opens that box, a tracking number is scanned into the open box
 * (through the station's scan queue, which keeps it through a lost connection), and while closing
 * the typed text is the box's weight.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isBoxNumber, type ScanOutcome } from '../../../core/domain/boxPacking';
import { typedWeight } from '../station/typedWeight';
import { useAnswerQueue } from '../station/useAnswerQueue';
import { useScanQueue } from '../station/useScanQueue';
import { packAnswerTexts } from './packAnswerTexts';
import {
  closeBox,
  openBox,
  reopenBox,
  scanIntoBox,
  type BoxScan,
  type PackedBox,
  type ScanAnswer,
  type WeightCheck,
} from './packingCalls';

/** What the big answer says: a scan's outcome, or what the station did. */
export type AnswerKind =
  | ScanOutcome
  | 'opened'
  | 'newBox'
  | 'closed'
  | 'reopened'
  | 'refused'
  | 'noBox'
  | 'badWeight'
  /** Kept in the browser until the connection is back. */
  | 'kept'
  /** Not closed: scans into it are still to be sent. */
  | 'scansPending';

export interface StationAnswer {
  kind: AnswerKind;
  /** The values its text names (trackingNumber, otherBox, status, boxNumber). */
  args: Record<string, string>;
  /** The API's refusal, translated by it. */
  message?: string;
}

export interface MoveOffer {
  trackingNumber: string;
  otherBox: string;
}

export interface WeightQuestion {
  weight: number;
  check: WeightCheck;
}

const GOOD: readonly AnswerKind[] = ['added', 'moved', 'opened', 'newBox', 'closed', 'reopened'];
export const isGoodAnswer = (answer: StationAnswer) =>
  GOOD.includes(answer.kind) || answer.kind === 'alreadyHere';

const refusalOf = (error: unknown): StationAnswer => ({
  kind: 'refused',
  args: {},
  message: error instanceof Error ? error.message : undefined,
});

export function usePackingStation() {
  const translate = useTranslate();
  const [box, setBox] = useState<PackedBox>();
  const [parcelsWeight, setParcelsWeight] = useState(0);
  const [answer, setAnswer] = useState<StationAnswer>();
  const [offer, setOffer] = useState<MoveOffer>();
  const [closing, setClosing] = useState(false);
  const [question, setQuestion] = useState<WeightQuestion>();

  const run = useAnswerQueue(setAnswer, refusalOf);

  const show = useCallback((next: PackedBox, weight?: number) => {
    setBox(next);
    if (weight !== undefined) setParcelsWeight(weight);
  }, []);

  const open = useCallback(
    (boxNumber?: string) =>
      run(async () => {
        const state = await openBox(boxNumber);
        show(state.box, state.parcelsWeight);
        setOffer(undefined);
        setClosing(false);
        return { kind: boxNumber ? 'opened' : 'newBox', args: { boxNumber: state.box.boxNumber } };
      }),
    [run, show],
  );

  // Scans go through the station's queue (docs/decisions.md "Scans offline"): kept, sent in order
  // with their keys, sent again through a lost connection.
  const current = useRef(box);
  useEffect(() => {
    current.current = box;
  });
  const scans = useScanQueue<BoxScan, ScanAnswer>({
    station: 'pack',
    send: scanIntoBox,
    settle: (_scan, result, late) => {
      if (!result.ok) {
        if (late) return result.error.message;
        return void setAnswer(refusalOf(result.error));
      }
      const answer = result.answer;
      // A late answer updates the box shown if it is that box, never the answer of a newer scan.
      if (!late || answer.box.id === current.current?.id) show(answer.box, answer.parcelsWeight);
      const args: Record<string, string> = { trackingNumber: answer.trackingNumber };
      if (answer.status) args.status = answer.status;
      if (answer.otherBox) args.otherBox = answer.otherBox;
      if (late) {
        const told: StationAnswer = { kind: answer.outcome, args };
        if (isGoodAnswer(told)) return undefined;
        const { title, next } = packAnswerTexts(translate, told);
        return `${title}. ${next}`;
      }
      setOffer(
        answer.outcome === 'inOtherBox'
          ? { trackingNumber: answer.trackingNumber, otherBox: answer.otherBox ?? '' }
          : undefined,
      );
      setAnswer({ kind: answer.outcome, args });
    },
    onWaiting: ({ payload }) =>
      setAnswer({ kind: 'kept', args: { trackingNumber: payload.trackingNumber } }),
  });
  const { enqueue } = scans;
  const scan = useCallback(
    (into: PackedBox, trackingNumber: string, reason?: string) =>
      enqueue({ boxId: into.id, trackingNumber, ...(reason !== undefined && { reason }) }),
    [enqueue],
  );

  const close = useCallback(
    (current: PackedBox, weight: number, confirmed: boolean) =>
      run(async () => {
        try {
          const closed = await closeBox(current, weight, confirmed);
          show(closed);
          setClosing(false);
          setQuestion(undefined);
          return { kind: 'closed', args: { boxNumber: closed.boxNumber } };
        } catch (error) {
          const check = (error as { body?: { weightCheck?: WeightCheck } }).body?.weightCheck;
          if (!check) throw error;
          setQuestion({ weight, check });
          return refusalOf(error);
        }
      }),
    [run, show],
  );

  /** A scanned or typed code, as the station's mode reads it. */
  const submit = useCallback(
    (code: string) => {
      const text = code.trim();
      if (text === '') return;
      if (closing && box) {
        const weight = typedWeight(text);
        if (weight === undefined) setAnswer({ kind: 'badWeight', args: { weight: text } });
        else void close(box, weight, false);
        return;
      }
      if (isBoxNumber(text)) return void open(text);
      if (!box) return setAnswer({ kind: 'noBox', args: { trackingNumber: text } });
      void scan(box, text);
    },
    [box, closing, close, open, scan],
  );

  return {
    box,
    parcelsWeight,
    scans,
    answer,
    offer,
    closing,
    question,
    submit,
    newBox: () => open(),
    move: (reason: string) => box && offer && scan(box, offer.trackingNumber, reason),
    // The count and weight a box closes with are checked against what the API holds: the
    // scans still on their way would be refused by the closed box.
    startClosing: () =>
      scans.pending.length > 0
        ? setAnswer({ kind: 'scansPending', args: { count: String(scans.pending.length) } })
        : setClosing(true),
    cancelClosing: () => {
      setClosing(false);
      setQuestion(undefined);
    },
    confirmWeight: () => box && question && close(box, question.weight, true),
    reopen: () =>
      box &&
      run(async () => {
        const reopened = await reopenBox(box);
        show(reopened);
        return { kind: 'reopened', args: { boxNumber: reopened.boxNumber } };
      }),
  };
}
