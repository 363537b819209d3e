import { Typography } from '@mui/material';
import { StatCard, StatCards } from '../../statsViews/StatCard';
import type { ClientSettlement } from '../../core/stats/statsTypes';

/** Who the client is, and where their settlement stands. */
export const ClientSettlementSummary = ({ settlement }: { settlement: ClientSettlement }) => {
  const { client, unpaid, paid, payments, partlyPaid, due, credit } = settlement;
  const name = [client.clientCode, client.nickname, client.phone].filter(Boolean).join(' · ');
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {name}
      </Typography>
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
