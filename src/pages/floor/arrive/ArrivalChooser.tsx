/**
 * The point this station stands at and the batch arriving, each a native select (Tab and the
 * arrow keys choose, no mouse needed); the batch may instead be chosen by scanning any of its boxes.
 */
import { Stack, TextField } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { ARRIVAL_POINTS } from '../../../core/domain/arrival';
import { routePathOf } from '../../../core/rules/resourceNames';

/** The latest batches offered in the select; an older one is chosen by scanning a box of it. */
const LATEST_BATCHES = 30;

interface Props {
  point: string;
  batchId: string | undefined;
  onChoose(next: { point?: string; batch?: Identifier }): void;
}

export const ArrivalChooser = ({ point, batchId, onChoose }: Props) => {
  const translate = useTranslate();
  const { data: batches = [] } = useGetList(routePathOf('boxDayBatch'), {
    pagination: { page: 1, perPage: LATEST_BATCHES },
    sort: { field: 'receiveDay', order: 'DESC' },
  });
  const chosen = batches.some((batch) => String(batch.id) === batchId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} data-keeps-focus>
      <TextField
        select
        label={translate('floorArrive.point')}
        value={point}
        onChange={(event) => onChoose({ point: event.target.value })}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'arrive-point' } }}
        sx={{ minWidth: 180 }}
      >
        {ARRIVAL_POINTS.map((value) => (
          <option key={value} value={value}>
            {translate(`enums.boxStatus.${value}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={translate('floorArrive.batch')}
        value={batchId ?? ''}
        onChange={(event) => onChoose({ batch: event.target.value || undefined })}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'arrive-batch' } }}
        sx={{ minWidth: 220 }}
      >
        <option value="">{translate('floorArrive.anyBatch')}</option>
        {batchId && !chosen && <option value={batchId}>{batchId}</option>}
        {batches.map((batch) => (
          <option key={batch.id} value={String(batch.id)}>
            {String(batch.receiveDay)}
          </option>
        ))}
      </TextField>
    </Stack>
  );
};
