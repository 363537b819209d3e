import { Alert } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { WaybillList } from '../../generated/views/waybill.list';
import { EmbeddedList } from '../../statsViews/EmbeddedList';
import { STATS } from '../../statsViews/statsResources';
import type { ArchiveDay as ArchiveDayTotals } from '../../core/stats/statsTypes';
import { StatsView } from '../../statsViews/StatsView';
import { dayBounds, dayOfCompact } from '../../core/time/tashkent';
import { ArchiveDaySummary } from './ArchiveDaySummary';
import { routePathOf } from '../../core/rules/resourceNames';

/** /oms/archives/dayInfo/:id (id = YYYYMMDD): the day's totals and its waybills. */
export const ArchiveDay = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const day = dayOfCompact(id);
  if (day === undefined) return <Alert severity="error">{translate('errors.http.404')}</Alert>;
  const { from, to } = dayBounds(day);
  return (
    <>
      <StatsView<ArchiveDayTotals> resource={STATS.archives} id={id}>
        {(totals) => <ArchiveDaySummary totals={totals} />}
      </StatsView>
      <EmbeddedList
        resource={routePathOf('waybill')}
        filter={{ createdAt_gte: from, createdAt_lte: to }}
        storeKey="oms/archives/day"
        titleKey="routes.archiveDay"
      >
        <WaybillList />
      </EmbeddedList>
    </>
  );
};
