/** The arrival station's answer to the last scan, in the floor's answer box (station/ScanAnswer). */
import { useTranslate } from 'react-admin';
import { ScanAnswer, type AnswerTone } from '../station/ScanAnswer';
import { arriveAnswerTexts } from './arriveAnswerTexts';
import type { AnswerKind, StationAnswer } from './useArrivalStation';

const TONES: Record<AnswerKind, AnswerTone> = {
  boxCounted: 'good',
  parcelCounted: 'good',
  finished: 'good',
  alreadyScanned: 'same',
  extra: 'problem',
  noBatch: 'problem',
  otherBatch: 'wrong',
  wrongPoint: 'wrong',
  unknown: 'wrong',
  refused: 'wrong',
  kept: 'same',
  scansPending: 'problem',
};

export const ArrivalAnswer = ({ answer }: { answer: StationAnswer }) => {
  const translate = useTranslate();
  const { title, next } = arriveAnswerTexts(translate, answer);
  return (
    <ScanAnswer
      tone={TONES[answer.kind]}
      outcome={answer.kind}
      title={title}
      message={answer.message}
      next={next}
      soundKey={answer}
      testId="arrive-answer"
    />
  );
};
