/**
 * The bill page's "Record payment" (recordBillPayment): a dialog for the company's payment of a
 * confirmed bill, all of what remains or part of it (the amount starts at what remains), when it
 * was paid (now) and how, with a note. It is sent with the bill's version as the page shows it,
 * so a second click on a page that is no longer current is refused instead of paying twice.
 * Shown to the roles the action admits, on confirmed bills not settled yet.
 */
import PaidIcon from '@mui/icons-material/Paid';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useRole } from '../../permissions/useRole';
import {
  actionMeta,
  actionPath,
  actionSuccessKey,
  matchesConditions,
  mayRunAction,
} from '../../core/rules/actions';
import { formatQuantityWithUnit } from '../../format/quantity';
import { EnumInput } from '../../inputs/EnumInput';
import { QuantityInput } from '../../inputs/QuantityInput';
import { TashkentDateTimeInput } from '../../inputs/TashkentDateInput';
import { FormDialog } from '../shared/FormDialogButton';
import { lazyPayloadResolver } from '../shared/lazyPayloadResolver';

const ACTION = 'recordBillPayment';
const TEXTS = `resources.settle/bill.actions.${ACTION}`;
const field = (name: string) => `${TEXTS}.fields.${name}`;

export const RecordBillPaymentButton = () => {
  const record = useRecordContext();
  const role = useRole();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const meta = actionMeta('bill', ACTION);
  if (!record || !mayRunAction(meta, role) || !matchesConditions(record, meta.when)) return null;
  const remaining = Number(record.remainingAmount ?? 0);
  return (
    <FormDialog
      sendsDefaults
      label={`${TEXTS}.label`}
      title={`${TEXTS}.confirm`}
      titleArgs={record}
      icon={<PaidIcon />}
      resolver={lazyPayloadResolver(ACTION)}
      toCall={(values) => ({
        path: actionPath(meta, record.id),
        method: meta.method,
        // The form starts from the bill, so `version` is the one this page shows.
        body: { ...values, version: record.version },
        success: actionSuccessKey('bill', meta),
      })}
    >
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="bill-payment-remaining">
        {translate('bills.payment.remaining', {
          amount: formatQuantityWithUnit(remaining, 'USD', locale, translate),
        })}
      </Typography>
      <QuantityInput
        source="amount"
        unit="USD"
        label={field('amount')}
        defaultValue={remaining}
        isRequired
      />
      <PaidAtInput />
      <EnumInput
        source="paymentMethod"
        enumName="paymentMethod"
        label={field('paymentMethod')}
        isRequired
      />
      <TextInput source="note" label={field('note')} multiline minRows={2} />
    </FormDialog>
  );
};

/** When it was paid: the moment the dialog opens unless changed. */
const PaidAtInput = () => {
  const [now] = useState(() => new Date().toISOString());
  return (
    <TashkentDateTimeInput source="paidAt" label={field('paidAt')} defaultValue={now} isRequired />
  );
};
