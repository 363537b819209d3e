import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { waybillsOfMonth } from '../../core/stats/dashboardLinks';
import { usePeriodLabels } from '../../statsViews/periodLabels';
import { Quantity } from '../../statsViews/Quantity';
import { Section } from '../../statsViews/Section';
import type { DashboardStats, RankRow } from '../../core/stats/statsTypes';
import { useListHref } from './useListHref';

/** This month's busiest clients and companies, side by side; a name opens its month's waybills. */
export const Rankings = ({ rankings }: { rankings: DashboardStats['rankings'] }) => {
  const labels = usePeriodLabels();
  const month = labels.month(rankings.month);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <Section title="stats.dashboard.topClients" titleArgs={{ month }}>
        <RankingTable
          rows={rankings.clients}
          nameLabel="stats.dashboard.client"
          month={rankings.month}
          owner="clientId"
        />
      </Section>
      <Section title="stats.dashboard.topCompanies" titleArgs={{ month }}>
        <RankingTable
          rows={rankings.companies}
          nameLabel="stats.dashboard.company"
          month={rankings.month}
          owner="companyId"
        />
      </Section>
    </Box>
  );
};

interface RankingTableProps {
  rows: RankRow[];
  nameLabel: string;
  month: string;
  owner: 'clientId' | 'companyId';
}

const RankingTable = ({ rows, nameLabel, month, owner }: RankingTableProps) => {
  const translate = useTranslate();
  const hrefOf = useListHref();
  if (rows.length === 0)
    return <Typography color="text.secondary">{translate('stats.noData')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('stats.dashboard.rank')}</TableCell>
          <TableCell>{translate(nameLabel)}</TableCell>
          <TableCell align="right">{translate('stats.parcels')}</TableCell>
          <TableCell align="right">{translate('stats.weight')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={row.id}>
            <TableCell>{index + 1}</TableCell>
            <TableCell>
              <OwnerName
                name={row.name}
                href={hrefOf(waybillsOfMonth(month, { [owner]: row.id }))}
              />
            </TableCell>
            <TableCell align="right">
              <Quantity value={row.count} />
            </TableCell>
            <TableCell align="right">
              <Quantity value={row.weight} unit="kg" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const OwnerName = ({ name, href }: { name: string; href: string | undefined }) =>
  href === undefined ? (
    name
  ) : (
    <Link component={RouterLink} to={href}>
      {name}
    </Link>
  );
