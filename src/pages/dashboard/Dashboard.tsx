import { Box } from '@mui/material';
import type { DashboardStats } from '../../core/stats/statsTypes';
import { STATS } from '../../statsViews/statsResources';
import { StatsView } from '../../statsViews/StatsView';
import { CargoCharts } from './CargoCharts';
import { DashboardCards } from './DashboardCards';
import { Rankings } from './Rankings';
import { LiveTitle } from '../../layout/header/LiveTitle';

/** SPEC 1: cargo trends, six-month freight, monthly rankings; SPEC 9: busy clients. */
export const Dashboard = () => (
  <Box sx={{ pb: 2 }}>
    <LiveTitle title="routes.dashboard" />
    <StatsView<DashboardStats> resource={STATS.root} id="dashboard">
      {(stats) => (
        <>
          <DashboardCards stats={stats} />
          <CargoCharts stats={stats} />
          <Rankings rankings={stats.rankings} />
        </>
      )}
    </StatsView>
  </Box>
);
