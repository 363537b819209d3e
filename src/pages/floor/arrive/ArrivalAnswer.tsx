/** The arrival station's answer to the last scan, in the floor's answer box (station/ScanAnswer). */
import { useTranslate } from 'react-admin';
import { ScanAnswer, type AnswerTone } from '../station/ScanAnswer';
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
};

export const ArrivalAnswer = ({ answer }: { answer: StationAnswer }) => {
  const translate = useTranslate();
  const args = {
    ...answer.args,
    ...(answer.args.boxStatus && {
      boxStatus: translate(`enums.boxStatus.${answer.args.boxStatus}`, {
        _: answer.args.boxStatus,
      }),
    }),
  };
  const texts = `floorArrive.answers.${answer.kind}`;
  return (
    <ScanAnswer
      tone={TONES[answer.kind]}
      outcome={answer.kind}
      title={translate(`${texts}.title`, args)}
      message={answer.message}
      next={translate(`${texts}.next`)}
      soundKey={answer}
      testId="arrive-answer"
    />
  );
};
