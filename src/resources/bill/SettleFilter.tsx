import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';

/**
 * The settle filter (SPEC 7: ALL, UN_SETTLED, SETTLED) on the bill's `settled` flag: ALL clears
 * the filter, SETTLED keeps the bills whose company payment is recorded.
 */
export const SettleFilter = (props: Omit<SelectInputProps, 'choices'>) => {
  const translate = useTranslate();
  const choices = [
    { id: 'ALL', name: translate('enums.settleFilter.ALL') },
    { id: 'UN_SETTLED', name: translate('enums.settleFilter.UN_SETTLED') },
    { id: 'SETTLED', name: translate('enums.settleFilter.SETTLED') },
  ];
  return (
    <SelectInput
      {...props}
      choices={choices}
      translateChoice={false}
      emptyValue="ALL"
      emptyText={translate('enums.settleFilter.ALL')}
      format={(value: unknown) =>
        value === true ? 'SETTLED' : value === false ? 'UN_SETTLED' : 'ALL'
      }
      parse={(value: unknown) =>
        value === 'SETTLED' ? true : value === 'UN_SETTLED' ? false : undefined
      }
    />
  );
};
