import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePeriodLabels } from '../shared/periodLabels';
import { Quantity } from '../shared/Quantity';
import { Section } from '../shared/Section';
import type { DashboardStats, RankRow } from '../../core/stats/statsTypes';

/** This month's busiest clients and companies, side by side. */
export const Rankings = ({ rankings }: { rankings: DashboardStats['rankings'] }) => {
  const labels = usePeriodLabels();
  const month = labels.month(rankings.month);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <Section title="stats.dashboard.topClients" titleArgs={{ month }}>
        <RankingTable rows={rankings.clients} nameLabel="stats.dashboard.client" />
      </Section>
      <Section title="stats.dashboard.topCompanies" titleArgs={{ month }}>
        <RankingTable rows={rankings.companies} nameLabel="stats.dashboard.company" />
      </Section>
    </Box>
  );
};

const RankingTable = ({ rows, nameLabel }: { rows: RankRow[]; nameLabel: string }) => {
  const translate = useTranslate();
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
            <TableCell>{row.name}</TableCell>
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
