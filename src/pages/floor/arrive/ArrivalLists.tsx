/** What the live arrival lists: the missing parcels, the extra ones, those of another batch. */
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ArrivalReport } from './arrivalCalls';
import { NumberList } from './NumberList';

export const ArrivalLists = ({ report }: { report: ArrivalReport }) => {
  const translate = useTranslate();
  const { counts } = report;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <NumberList
        title={translate('floorArrive.lists.missing')}
        rows={report.missing.map((row) => ({
          primary: row.trackingNumber,
          secondary: row.boxNumber,
        }))}
        total={counts.missing}
        testId="arrive-missing-list"
      />
      <NumberList
        title={translate('floorArrive.lists.extra')}
        rows={report.extra.map((row) => ({ primary: row.trackingNumber }))}
        total={counts.extra}
        testId="arrive-extra-list"
      />
      <NumberList
        title={translate('floorArrive.lists.otherBatch')}
        rows={report.otherBatch.map((row) => ({
          primary: row.code,
          secondary: [row.boxNumber, row.receiveDay].filter(Boolean).join(' · '),
        }))}
        total={counts.otherBatch}
        testId="arrive-other-list"
      />
    </Stack>
  );
};
