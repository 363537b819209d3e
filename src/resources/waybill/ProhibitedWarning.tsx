import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PROHIBITED_MESSAGE, UN_LAWFUL } from './unlawful';

/** The banner of a waybill page or form when the parcel is on the unlawful list. */
export const ProhibitedWarning = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (record?.status !== UN_LAWFUL) return null;
  return (
    <Alert severity="error" variant="filled" sx={{ mb: 2, width: '100%' }}>
      {translate(PROHIBITED_MESSAGE)}
    </Alert>
  );
};
