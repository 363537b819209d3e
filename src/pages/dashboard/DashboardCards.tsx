import { StatCard, StatCards } from '../../statsViews/StatCard';
import type { DashboardStats } from '../../core/stats/statsTypes';
import { busyClients, waybillsOfDay, waybillsOfMonth } from '../../core/stats/dashboardLinks';
import { monthOf } from '../../core/time/tashkent';
import { useListHref } from './useListHref';

/**
 * Today's and this month's headline figures (the last entries of each series), each opening the
 * list it counts.
 */
export const DashboardCards = ({ stats }: { stats: DashboardStats }) => {
  const hrefOf = useListHref();
  const today = stats.daily.at(-1);
  const thisMonth = stats.monthly.at(-1);
  const freight = stats.freight.at(-1);
  const todaysList = hrefOf(waybillsOfDay(stats.today));
  const monthsList = hrefOf(waybillsOfMonth(monthOf(stats.today)));
  return (
    <StatCards>
      <StatCard label="stats.dashboard.parcelsToday" value={today?.count ?? 0} to={todaysList} />
      <StatCard
        label="stats.dashboard.weightToday"
        value={today?.weight ?? 0}
        unit="kg"
        to={todaysList}
      />
      <StatCard
        label="stats.dashboard.parcelsThisMonth"
        value={thisMonth?.count ?? 0}
        to={monthsList}
      />
      <StatCard
        label="stats.dashboard.weightThisMonth"
        value={thisMonth?.weight ?? 0}
        unit="kg"
        to={monthsList}
      />
      <StatCard
        label="stats.dashboard.freightThisMonth"
        value={freight?.freight ?? 0}
        unit="USD"
        to={monthsList}
      />
      <StatCard
        label="stats.dashboard.busyClients"
        labelArgs={{ threshold: stats.busyClients.threshold }}
        value={stats.busyClients.count}
        to={hrefOf(busyClients(stats.busyClients.threshold))}
      />
    </StatCards>
  );
};
