import { Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { payStanding } from '../../core/money/payStanding';
import { EnumField } from '../../fields/EnumField';
import { formatQuantityWithUnit } from '../../format/quantity';

/**
 * The pay status badge and, beside it, what was paid and what is left of the final freight: a
 * partly paid parcel is UN_PAID ("Unpaid") with the money it got, which the badge alone hid.
 */
export const PayStatusField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const badge = <EnumField source={source} enumName="payStatus" />;
  const standing = record && payStanding({ ...record, payStatus: record[source] });
  if (!standing) return badge;
  const usd = (value: number) => formatQuantityWithUnit(value, 'USD', locale, translate);
  const text =
    standing.left === 0
      ? translate('clientMoney.pay.paid', { paid: usd(standing.paid) })
      : standing.paid > 0
        ? translate('clientMoney.pay.partly', {
            paid: usd(standing.paid),
            left: usd(standing.left),
          })
        : translate('clientMoney.pay.due', { left: usd(standing.left) });
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap>
      {badge}
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
    </Stack>
  );
};
