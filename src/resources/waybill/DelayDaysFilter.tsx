import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { DELAY_DAYS } from '../../core/domain/delay';

/** The delay filters (SPEC 9): parcels not delivered and in the same status for 1, 3, 7 or 14 days. */
export const DelayDaysFilter = (props: Omit<SelectInputProps, 'choices'>) => {
  const translate = useTranslate();
  const choices = DELAY_DAYS.map((days) => ({
    id: days,
    name: translate('waybillOps.delayDays', { smart_count: days }),
  }));
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
};
