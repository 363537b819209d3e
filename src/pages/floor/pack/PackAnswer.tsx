/** The packing station's answer to the last scan, in the floor's answer box (station/ScanAnswer). */
import { useTranslate } from 'react-admin';
import { ScanAnswer, type AnswerTone } from '../station/ScanAnswer';
import { packAnswerTexts } from './packAnswerTexts';
import { isGoodAnswer, type StationAnswer } from './usePackingStation';

const PROBLEMS: readonly string[] = [
  'inOtherBox',
  'notWeighed',
  'badWeight',
  'noBox',
  'scansPending',
];

function toneOf(answer: StationAnswer): AnswerTone {
  // Kept for the connection: nothing wrong yet, the operator scans on.
  if (answer.kind === 'alreadyHere' || answer.kind === 'kept') return 'same';
  if (isGoodAnswer(answer)) return 'good';
  return PROBLEMS.includes(answer.kind) ? 'problem' : 'wrong';
}

export const PackAnswer = ({ answer }: { answer: StationAnswer }) => {
  const translate = useTranslate();
  const { title, next } = packAnswerTexts(translate, answer);
  return (
    <ScanAnswer
      tone={toneOf(answer)}
      outcome={answer.kind}
      title={title}
      message={answer.message}
      next={next}
      soundKey={answer}
      testId="pack-answer"
    />
  );
};
