import { Button, Stack } from '@mui/material';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { canAccessRoute } from '../../core/rules/access';
import { useRole } from '../../permissions/useRole';
import { Section } from '../../statsViews/Section';

const REPORTS = [
  { path: '/settle/b2bReport', title: 'routes.b2bReport' },
  { path: '/clientSettle/b2cReport', title: 'routes.b2cReport' },
];

/** Links to the settlement reports the user may open; nothing when there are none. */
export const SettlementReportLinks = () => {
  const translate = useTranslate();
  const role = useRole();
  const open = REPORTS.filter((report) => canAccessRoute(role, report.path));
  if (open.length === 0) return null;
  return (
    <Section title="stats.reports.settlementReports">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {open.map((report) => (
          <Button
            key={report.path}
            component={Link}
            to={report.path}
            variant="outlined"
            startIcon={<SummarizeIcon />}
          >
            {translate(report.title)}
          </Button>
        ))}
      </Stack>
    </Section>
  );
};
