/** The packing station's answer to the last scan, in the floor's answer box (station/ScanAnswer). */
import { useTranslate } from 'react-admin';
import { ScanAnswer, type AnswerTone } from '../station/ScanAnswer';
import { isGoodAnswer, type StationAnswer } from './usePackingStation';

const PROBLEMS: readonly string[] = ['inOtherBox', 'notWeighed', 'badWeight', 'noBox'];

function toneOf(answer: StationAnswer): AnswerTone {
  if (answer.kind === 'alreadyHere') return 'same';
  if (isGoodAnswer(answer)) return 'good';
  return PROBLEMS.includes(answer.kind) ? 'problem' : 'wrong';
}

export const PackAnswer = ({ answer }: { answer: StationAnswer }) => {
  const translate = useTranslate();
  const args = {
    ...answer.args,
    ...(answer.args.status && {
      status: translate(`enums.waybillStatus.${answer.args.status}`, { _: answer.args.status }),
    }),
  };
  const texts = `floorPack.answers.${answer.kind}`;
  return (
    <ScanAnswer
      tone={toneOf(answer)}
      outcome={answer.kind}
      title={translate(`${texts}.title`, args)}
      message={answer.message}
      next={translate(`${texts}.next`)}
      soundKey={answer}
      testId="pack-answer"
    />
  );
};
