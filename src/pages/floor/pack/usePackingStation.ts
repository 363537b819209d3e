/**
 * The packing station's state: the open box (its count and its parcels' weight as the API last
 * answered), the answer to the last scan, the move offered for a parcel of another box, and the
 * closing (typing the weight, confirming a difference beyond the tolerance). Every code goes
 * through `submit`: a box label opens that box, a tracking number is scanned into the open box,
 * and while closing the typed text is the box's weight.
 */
import { useCallback, useState } from 'react';
import { useAnswerQueue } from '../station/useAnswerQueue';
import { isBoxNumber, type ScanOutcome } from '../../../core/domain/boxPacking';
import { typedWeight } from '../station/typedWeight';
import {
  closeBox,
  openBox,
  reopenBox,
  scanIntoBox,
  type PackedBox,
  type WeightCheck,
} from './packingCalls';

/** What the big answer says: a scan's outcome, or what the station did. */
export type AnswerKind =
  ScanOutcome | 'opened' | 'newBox' | 'closed' | 'reopened' | 'refused' | 'noBox' | 'badWeight';

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

  const scan = useCallback(
    (current: PackedBox, trackingNumber: string, move?: { reason: string }) =>
      run(async () => {
        const result = await scanIntoBox(current, trackingNumber, move);
        show(result.box, result.parcelsWeight);
        setOffer(
          result.outcome === 'inOtherBox'
            ? { trackingNumber: result.trackingNumber, otherBox: result.otherBox ?? '' }
            : undefined,
        );
        const args: Record<string, string> = { trackingNumber: result.trackingNumber };
        if (result.status) args.status = result.status;
        if (result.otherBox) args.otherBox = result.otherBox;
        return { kind: result.outcome, args };
      }),
    [run, show],
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
    answer,
    offer,
    closing,
    question,
    submit,
    newBox: () => open(),
    move: (reason: string) => box && offer && scan(box, offer.trackingNumber, { reason }),
    startClosing: () => setClosing(true),
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
