import type { ReactNode } from 'react';
import { STATS } from '../../statsViews/statsResources';
import type { PvzStats } from '../../core/stats/statsTypes';
import { StatsView } from '../../statsViews/StatsView';
import { routePathOf } from '../../core/rules/resourceNames';

/** GET /api/stats/pvz, read once for the three pickup point screens. */
export const PvzStatsView = ({ children }: { children: (stats: PvzStats) => ReactNode }) => (
  <StatsView<PvzStats> resource={STATS.root} id="pvz">
    {children}
  </StatsView>
);

/** The react-admin resource of pickup points: their field labels and record pages. */
export const PVZ_RESOURCE = routePathOf('pvz');
