import type { MouseEvent } from 'react';
import { Link, useRecordContext, type Identifier } from 'react-admin';
import type { ArchiveDay } from '../../core/stats/statsTypes';
import { usePeriodLabels } from '../../statsViews/periodLabels';

/** The page of one archive day: /oms/archives/dayInfo/<YYYYMMDD>. */
export const archiveDayPath = (id: Identifier) => `/oms/archives/dayInfo/${id}`;

/** The day of an archive row, as a link to its details. */
export const ArchiveDayLink = () => {
  const record = useRecordContext<ArchiveDay>();
  const labels = usePeriodLabels();
  if (!record) return null;
  return (
    <Link to={archiveDayPath(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {labels.day(record.day)}
    </Link>
  );
};
