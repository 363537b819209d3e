import { DataTable, TextField, useTranslate } from 'react-admin';
import { PhoneList, PhoneOrTable } from '../../resourceViews/PhoneList';
import { CardFigure } from '../../statsViews/CardFigure';
import { LazySeriesChart } from '../../statsViews/LazySeriesChart';
import { LocalList } from '../../statsViews/LocalList';
import { QuantityCol } from '../../statsViews/QuantityCol';
import { usePeriodLabels } from '../../statsViews/periodLabels';
import { Section } from '../../statsViews/Section';
import { PVZ_RESOURCE, PvzStatsView } from './PvzStatsView';
import { weeklyDeliveries } from './weeklyDeliveries';
import { LiveTitle } from '../../layout/header/LiveTitle';

/** A point on a phone: its name, region and the parcels delivered over the weeks shown. */
const PHONE = (
  <PhoneList
    primary={<TextField source="name" />}
    secondary={[
      <TextField key="region" source="region" />,
      <CardFigure key="total" source="total" label="stats.pvz.total" />,
    ]}
  />
);

/** Parcels delivered per pickup point per week: the busiest points charted, every point listed. */
export const PvzAnalytics = () => {
  const labels = usePeriodLabels();
  const translate = useTranslate();
  return (
    <>
      <LiveTitle title="routes.pvzAnalytics" />
      <PvzStatsView>
        {(stats) => {
          const { chart, series, rows } = weeklyDeliveries(stats);
          return (
            <>
              <Section title="stats.pvz.deliveredPerWeek">
                <LazySeriesChart
                  data={chart}
                  xKey="week"
                  series={series}
                  formatX={labels.shortDay}
                  formatTooltipX={(week) =>
                    translate('stats.pvz.weekOf', { day: labels.day(week) })
                  }
                />
              </Section>
              <Section title="stats.pvz.byPoint">
                <LocalList
                  data={rows}
                  resource={PVZ_RESOURCE}
                  sort={{ field: 'total', order: 'DESC' }}
                >
                  <PhoneOrTable phone={PHONE}>
                    <DataTable rowClick="show" bulkActionButtons={false}>
                      <DataTable.Col source="name" />
                      <DataTable.Col source="region" />
                      {stats.weeks.map((week, index) => (
                        <QuantityCol
                          key={week}
                          source={`delivered.${index}`}
                          label={labels.shortDay(week)}
                        />
                      ))}
                      <QuantityCol source="total" label="stats.pvz.total" />
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
};
