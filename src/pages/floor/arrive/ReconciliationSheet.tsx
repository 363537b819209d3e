/**
 * A finished arrival's reconciliation: who, when, the counts and every number missing, extra or
 * of another batch; printable (`@media print` shows this sheet alone), and a link to all the
 * batch's reconciliations.
 */
import { Button, GlobalStyles, Link, Stack, Typography } from '@mui/material';
import { RecordContextProvider, ReferenceField, TextField, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { listHref } from '../../../core/stats/dashboardLinks';
import { routePathOf } from '../../../core/rules/resourceNames';
import { TashkentDateField } from '../../../fields/TashkentDateField';
import type { Reconciliation } from './arrivalCalls';
import { NumberList } from './NumberList';

const SHEET = 'arrive-reconciliation';

const PRINT_SHEET_ONLY = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`[data-testid="${SHEET}"], [data-testid="${SHEET}"] *`]: { visibility: 'visible' },
    [`[data-testid="${SHEET}"]`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
    '[data-print="no"]': { display: 'none' },
  },
};

const rowsOf = (numbers: string | null | undefined) =>
  (numbers ?? '')
    .split('\n')
    .filter((number) => number !== '')
    .map((primary) => ({ primary }));

interface Props {
  reconciliation: Reconciliation;
  day: string;
}

export const ReconciliationSheet = ({ reconciliation: record, day }: Props) => {
  const translate = useTranslate();
  const point = translate(`enums.boxStatus.${record.point}`);
  const figures = [
    ['expected', record.expectedParcels],
    ['scanned', record.scannedParcels],
    ['missing', record.missingParcels],
    ['extra', record.extraParcels],
    ['otherBatch', record.otherBatchScans],
  ] as const;
  const lists = [
    ['boxes', translate('floorArrive.sheet.boxes'), record.boxNumbers, record.receivedBoxes],
    [
      'missing',
      translate('floorArrive.lists.missing'),
      record.missingNumbers,
      record.missingParcels,
    ],
    ['extra', translate('floorArrive.lists.extra'), record.extraNumbers, record.extraParcels],
    [
      'other',
      translate('floorArrive.lists.otherBatch'),
      record.otherBatchNumbers,
      record.otherBatchScans,
    ],
  ] as const;
  return (
    <RecordContextProvider value={record}>
      <GlobalStyles styles={PRINT_SHEET_ONLY} />
      <Stack spacing={2} data-testid={SHEET}>
        <Typography variant="h5" component="h2">
          {translate('floorArrive.sheet.title', { day, point })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <ReferenceField source="finishedBy" reference={routePathOf('user')} link={false}>
            <TextField source="username" />
          </ReferenceField>
          <TashkentDateField source="finishedAt" showTime />
        </Stack>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {figures.map(([figure, value]) => (
            <Stack key={figure}>
              <Typography variant="body2" color="text.secondary">
                {translate(`floorArrive.counts.${figure}`)}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`sheet-${figure}`}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {lists.map(([key, title, numbers, total]) => (
            <NumberList
              key={key}
              title={title}
              rows={rowsOf(numbers)}
              total={total}
              testId={`sheet-${key}-list`}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={2} data-print="no" sx={{ alignItems: 'center' }}>
          <Button variant="contained" onClick={() => window.print()} data-testid="arrive-print">
            {translate('floorArrive.sheet.print')}
          </Button>
          <Link
            component={RouterLink}
            to={listHref({
              path: `/${routePathOf('arrivalReconciliation')}`,
              filter: { batchId: record.batchId },
            })}
          >
            {translate('floorArrive.sheet.all')}
          </Link>
        </Stack>
      </Stack>
    </RecordContextProvider>
  );
};
