import { DataTable, TextField } from 'react-admin';
import type { ChartSeries } from '../../statsViews/charts/chartTypes';
import { LazySeriesChart } from '../../statsViews/LazySeriesChart';
import { PhoneList, PhoneOrTable } from '../../resourceViews/PhoneList';
import { CardFigure } from '../../statsViews/CardFigure';
import { LocalList } from '../../statsViews/LocalList';
import { QuantityCol } from '../../statsViews/QuantityCol';
import { Section } from '../../statsViews/Section';
import { PVZ_RESOURCE, PvzStatsView } from './PvzStatsView';
import { LiveTitle } from '../../layout/header/LiveTitle';

const FIGURES = [
  'points',
  'activePoints',
  'clients',
  'waiting',
  'unpaid',
  'overdue',
  'deliveredThisWeek',
] as const;

const BY_REGION: ChartSeries[] = [
  { key: 'waiting', label: 'stats.pvz.waiting', kind: 'bar' },
  { key: 'deliveredThisWeek', label: 'stats.pvz.deliveredThisWeek', kind: 'bar' },
];

/** A region on a phone: its name and its figures (a region is no record to open). */
const PHONE = (
  <PhoneList
    linked={false}
    primary={<TextField source="region" />}
    secondary={FIGURES.map((figure) => (
      <CardFigure key={figure} source={figure} label={`stats.pvz.${figure}`} />
    ))}
  />
);

/** Pickup points, their clients and parcels, counted per region. */
export const PvzStatistics = () => (
  <>
    <LiveTitle title="routes.pvzStatistics" />
    <PvzStatsView>
      {(stats) => {
        const regions = stats.regions.map((region) => ({ id: region.region, ...region }));
        return (
          <>
            <Section title="stats.pvz.regionChart">
              <LazySeriesChart data={regions} xKey="region" series={BY_REGION} />
            </Section>
            <Section title="stats.pvz.byRegion">
              <LocalList
                data={regions}
                resource={PVZ_RESOURCE}
                sort={{ field: 'region', order: 'ASC' }}
              >
                <PhoneOrTable phone={PHONE}>
                  <DataTable rowClick={false} bulkActionButtons={false}>
                    <DataTable.Col source="region" />
                    {FIGURES.map((figure) => (
                      <QuantityCol key={figure} source={figure} label={`stats.pvz.${figure}`} />
                    ))}
                    <QuantityCol source="storageFees" label="stats.pvz.storageFees" unit="USD" />
                  </DataTable>
                </PhoneOrTable>
              </LocalList>
            </Section>
          </>
        );
      }}
    </PvzStatsView>
  </>
);
