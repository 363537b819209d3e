import { DataTable, TextField } from 'react-admin';
import { EnumField } from '../../fields/EnumField';
import { PhoneList, PhoneOrTable } from '../../resourceViews/PhoneList';
import { CardFigure } from '../../statsViews/CardFigure';
import { LocalList } from '../../statsViews/LocalList';
import { QuantityCol } from '../../statsViews/QuantityCol';
import { Section } from '../../statsViews/Section';
import { StatCard, StatCards } from '../../statsViews/StatCard';
import type { PointFigures, PvzStats } from '../../core/stats/statsTypes';
import { PVZ_RESOURCE, PvzStatsView } from './PvzStatsView';
import { LiveTitle } from '../../layout/header/LiveTitle';

const total = (stats: PvzStats, figure: keyof PointFigures) =>
  stats.points.reduce((sum, point) => sum + point[figure], 0);

const FIGURES = ['waiting', 'unpaid', 'overdue', 'deliveredThisWeek'] as const;

/** A point on a phone: its name and status, its city and figures. */
const PHONE = (
  <PhoneList
    primary={<TextField source="name" />}
    tertiary={<EnumField source="status" enumName="pvzStatus" />}
    secondary={[
      <TextField key="city" source="city" />,
      ...FIGURES.map((figure) => (
        <CardFigure key={figure} source={figure} label={`stats.pvz.${figure}`} />
      )),
    ]}
  />
);

/** Every pickup point with the parcels waiting there, the unpaid among them, this week's deliveries. */
export const PvzAllInfo = () => (
  <>
    <LiveTitle title="routes.pvzAllInfo" />
    <PvzStatsView>
      {(stats) => (
        <>
          <StatCards>
            <StatCard label="stats.pvz.points" value={stats.points.length} />
            <StatCard label="stats.pvz.waiting" value={total(stats, 'waiting')} />
            <StatCard label="stats.pvz.unpaid" value={total(stats, 'unpaid')} />
            <StatCard label="stats.pvz.overdue" value={total(stats, 'overdue')} />
            <StatCard
              label="stats.pvz.deliveredThisWeek"
              value={total(stats, 'deliveredThisWeek')}
            />
          </StatCards>
          <Section title="stats.pvz.byPoint">
            <LocalList
              data={stats.points}
              resource={PVZ_RESOURCE}
              sort={{ field: 'waiting', order: 'DESC' }}
            >
              <PhoneOrTable phone={PHONE}>
                <DataTable rowClick="show" bulkActionButtons={false}>
                  <DataTable.Col source="name">
                    <TextField source="name" />
                  </DataTable.Col>
                  <DataTable.Col source="region" />
                  <DataTable.Col source="city" />
                  <DataTable.Col source="status">
                    <EnumField source="status" enumName="pvzStatus" />
                  </DataTable.Col>
                  {FIGURES.map((figure) => (
                    <QuantityCol key={figure} source={figure} label={`stats.pvz.${figure}`} />
                  ))}
                  <QuantityCol source="storageFees" label="stats.pvz.storageFees" unit="USD" />
                </DataTable>
              </PhoneOrTable>
            </LocalList>
          </Section>
        </>
      )}
    </PvzStatsView>
  </>
);
