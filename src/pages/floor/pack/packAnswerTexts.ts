/** What a packing answer says, in the operator's language: the big answer and a late problem alike. */
import type { TranslateFunction } from 'react-admin';
import type { StationAnswer } from './usePackingStation';

export function packAnswerTexts(translate: TranslateFunction, answer: StationAnswer) {
  const args = {
    ...answer.args,
    ...(answer.args.status && {
      status: translate(`enums.waybillStatus.${answer.args.status}`, { _: answer.args.status }),
    }),
  };
  const texts = `floorPack.answers.${answer.kind}`;
  return { title: translate(`${texts}.title`, args), next: translate(`${texts}.next`) };
}
