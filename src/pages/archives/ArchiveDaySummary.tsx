import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { usePeriodLabels } from '../../statsViews/periodLabels';
import { StatCard, StatCards } from '../../statsViews/StatCard';
import type { ArchiveDay } from '../../core/stats/statsTypes';

/** The day, its totals, and the way back to the archive. */
export const ArchiveDaySummary = ({ totals }: { totals: ArchiveDay }) => {
  const translate = useTranslate();
  const labels = usePeriodLabels();
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component={Link} to="/oms/archives" startIcon={<ArrowBackIcon />}>
          {translate('routes.archives')}
        </Button>
        <Typography variant="h6" component="h2">
          {labels.day(totals.day)}
        </Typography>
      </Box>
      <StatCards>
        <StatCard label="stats.archives.count" value={totals.count} />
        <StatCard label="stats.archives.weight" value={totals.weight} unit="kg" />
        <StatCard label="stats.archives.freight" value={totals.freight} unit="USD" />
      </StatCards>
    </Box>
  );
};
