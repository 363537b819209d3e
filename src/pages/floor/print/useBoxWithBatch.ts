/** The box of a document's `:id` and its day batch, read through the dataProvider. */
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Box, BoxDayBatch } from '../../../core/generated/types';
import { routePathOf } from '../../../core/rules/resourceNames';

export function useBoxWithBatch() {
  const { id = '' } = useParams();
  const box = useGetOne<Box>(routePathOf('box'), { id: Number(id) });
  const batchId = box.data?.batchId;
  const batch = useGetOne<BoxDayBatch>(
    routePathOf('boxDayBatch'),
    { id: batchId ?? 0 },
    { enabled: batchId != null },
  );
  return { box: box.data, batch: batch.data, reads: [box, batch] };
}
