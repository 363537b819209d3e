import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { canAccess } from '../../core/rules/access';
import { routePathOf } from '../../core/rules/resourceNames';
import { useRole } from '../../permissions/useRole';
import { StatCard, StatCards } from '../../statsViews/StatCard';
import type { ClientSettlement } from '../../core/stats/statsTypes';

interface ClientSettlementSummaryProps {
  settlement: ClientSettlement;
  /** Names the client above the figures (a link to the client's page, for who may open it). */
  named?: boolean;
}

/**
 * Where a client's settlement stands: on the settlement page (/clientSettle/detail/:id) and on
 * the client's own page, the same figures from the same answer (GET /api/stats/client-settlement).
 */
export const ClientSettlementSummary = ({
  settlement,
  named = true,
}: ClientSettlementSummaryProps) => {
  const role = useRole();
  const { client, unpaid, paid, payments, partlyPaid, due, credit } = settlement;
  const name = [client.clientCode, client.nickname, client.phone].filter(Boolean).join(' · ');
  const clientPage = `/${routePathOf('client')}/${encodeURIComponent(String(client.id))}/show`;
  return (
    <>
      {named && (
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {canAccess(role, 'show', 'client') ? (
            <MuiLink component={Link} to={clientPage} underline="hover">
              {name}
            </MuiLink>
          ) : (
            name
          )}
        </Typography>
      )}
      <StatCards>
        <StatCard label="stats.settlement.unpaidParcels" value={unpaid.count} />
        <StatCard label="stats.settlement.unpaidAmount" value={unpaid.amount} unit="USD" />
        <StatCard label="stats.settlement.paidParcels" value={paid.count} />
        <StatCard label="stats.settlement.paidAmount" value={paid.amount} unit="USD" />
        <StatCard label="stats.settlement.payments" value={payments.count} />
        <StatCard label="stats.settlement.paymentsAmount" value={payments.amount} unit="USD" />
        <StatCard label="clientMoney.settlement.partlyPaid" value={partlyPaid} unit="USD" />
        <StatCard label="clientMoney.settlement.due" value={due} unit="USD" />
        <StatCard label="clientMoney.settlement.credit" value={credit} unit="USD" />
      </StatCards>
    </>
  );
};
