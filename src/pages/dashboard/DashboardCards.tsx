import { StatCard, StatCards } from '../shared/StatCard';
import type { DashboardStats } from '../../core/stats/statsTypes';

/** Today's and this month's headline figures (the last entries of each series). */
export const DashboardCards = ({ stats }: { stats: DashboardStats }) => {
  const today = stats.daily.at(-1);
  const thisMonth = stats.monthly.at(-1);
  const freight = stats.freight.at(-1);
  return (
    <StatCards>
      <StatCard label="stats.dashboard.parcelsToday" value={today?.count ?? 0} />
      <StatCard label="stats.dashboard.weightToday" value={today?.weight ?? 0} unit="kg" />
      <StatCard label="stats.dashboard.parcelsThisMonth" value={thisMonth?.count ?? 0} />
      <StatCard label="stats.dashboard.weightThisMonth" value={thisMonth?.weight ?? 0} unit="kg" />
      <StatCard label="stats.dashboard.freightThisMonth" value={freight?.freight ?? 0} unit="USD" />
      <StatCard
        label="stats.dashboard.busyClients"
        labelArgs={{ threshold: stats.busyClients.threshold }}
        value={stats.busyClients.count}
      />
    </StatCards>
  );
};
