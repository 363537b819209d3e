import { DataTable } from 'react-admin';
import { QuantityCol } from '../../statsViews/QuantityCol';
import { STATS } from '../../statsViews/statsResources';
import { StatsList } from '../../statsViews/StatsList';
import { ArchiveDayLink, archiveDayPath } from './ArchiveDayLink';

/** Waybills by creation day, newest first; each day opens its details. */
export const Archives = () => (
  <StatsList
    resource={STATS.archives}
    title="routes.archives"
    sort={{ field: 'day', order: 'DESC' }}
  >
    <DataTable rowClick={archiveDayPath} bulkActionButtons={false}>
      <DataTable.Col source="day" label="stats.archives.day">
        <ArchiveDayLink />
      </DataTable.Col>
      <QuantityCol source="count" label="stats.archives.count" />
      <QuantityCol source="weight" label="stats.archives.weight" unit="kg" />
      <QuantityCol source="freight" label="stats.archives.freight" unit="USD" />
    </DataTable>
  </StatsList>
);
