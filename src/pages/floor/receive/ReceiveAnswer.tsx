/**
 * The receiving station's answer, in the floor's answer box (station/ScanAnswer): the parcel's
 * status and freight once weighed, large; a problem (held, paid, not priced) with what to do next.
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { formatQuantityWithUnit } from '../../../format/quantity';
import { ScanAnswer, type AnswerTone } from '../station/ScanAnswer';
import type { AnswerKind, ReceiveAnswer as Answer } from './useReceivingStation';

const TONES: Record<AnswerKind, AnswerTone> = {
  known: 'good',
  weighed: 'good',
  created: 'same',
  undone: 'same',
  unpriced: 'problem',
  noOwner: 'problem',
  badWeight: 'problem',
  held: 'wrong',
  locked: 'wrong',
  refused: 'wrong',
  kept: 'same',
};

export const ReceiveAnswer = ({ answer }: { answer: Answer }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { parcel } = answer;
  const quantity = (value: number | null | undefined, unit: 'kg' | 'USD') =>
    value == null ? '' : formatQuantityWithUnit(value, unit, locale, translate);
  const args = {
    trackingNumber: parcel?.trackingNumber ?? '',
    status: parcel ? translate(`enums.waybillStatus.${parcel.status}`, { _: parcel.status }) : '',
    weight: quantity(parcel?.weight, 'kg'),
    freight: quantity(parcel?.finalFreight ?? parcel?.freight, 'USD'),
    ...answer.args,
  };
  const texts = `floorReceive.answers.${answer.kind}`;
  return (
    <ScanAnswer
      tone={TONES[answer.kind]}
      outcome={answer.kind}
      title={translate(`${texts}.title`, args)}
      message={answer.message ?? (answer.reasonKey && translate(answer.reasonKey))}
      next={translate(`${texts}.next`, args)}
      soundKey={answer}
      testId="receive-answer"
    />
  );
};
