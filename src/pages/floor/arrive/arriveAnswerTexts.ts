/** What an arrival answer says, in the operator's language: the big answer and a late problem alike. */
import type { TranslateFunction } from 'react-admin';
import type { StationAnswer } from './useArrivalStation';

export function arriveAnswerTexts(translate: TranslateFunction, answer: StationAnswer) {
  const args = {
    ...answer.args,
    ...(answer.args.boxStatus && {
      boxStatus: translate(`enums.boxStatus.${answer.args.boxStatus}`, {
        _: answer.args.boxStatus,
      }),
    }),
  };
  const texts = `floorArrive.answers.${answer.kind}`;
  return { title: translate(`${texts}.title`, args), next: translate(`${texts}.next`) };
}
