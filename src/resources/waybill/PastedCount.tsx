import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { parseTrackingNumbers } from './trackingNumbers';

/** How many different tracking numbers the pasted text holds, as the API will read them. */
export const PastedCount = ({ source }: { source: string }) => {
  const text: unknown = useWatch({ name: source });
  const translate = useTranslate();
  const count = typeof text === 'string' ? parseTrackingNumbers(text).length : 0;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
      {translate('waybillOps.bulk.pastedCount', { smart_count: count })}
    </Typography>
  );
};
