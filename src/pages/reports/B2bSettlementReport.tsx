import { DataTable, TextField, TextInput } from 'react-admin';
import { STATS } from '../../statsViews/statsResources';
import { QuantityCol } from '../../statsViews/QuantityCol';
import { StatsList } from '../../statsViews/StatsList';
import { TashkentMonthInput } from '../../inputs/TashkentDateInput';
import { MonthField } from './MonthField';

const filters = [
  <TextInput key="companyName" source="companyName" label="stats.reports.company" alwaysOn />,
  <TashkentMonthInput key="month" source="month" label="stats.reports.month" />,
];

/** Per company and accounting month: bills, their sums in USD and som, paid and pending. */
export const B2bSettlementReport = () => (
  <StatsList
    resource={STATS.b2bReport}
    title="routes.b2bReport"
    sort={{ field: 'month', order: 'DESC' }}
    filters={filters}
  >
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="month" label="stats.reports.month">
        <MonthField source="month" />
      </DataTable.Col>
      <DataTable.Col source="companyName" label="stats.reports.company">
        <TextField source="companyName" />
      </DataTable.Col>
      <QuantityCol source="bills" label="stats.reports.bills" />
      <QuantityCol source="settleAmount" label="stats.reports.settleAmount" unit="USD" />
      <QuantityCol source="settleAmountSom" label="stats.reports.settleAmountSom" unit="som" />
      <QuantityCol source="paidBills" label="stats.reports.paidBills" />
      <QuantityCol source="paidAmount" label="stats.reports.paidAmount" unit="USD" />
      <QuantityCol source="pendingBills" label="stats.reports.pendingBills" />
      <QuantityCol source="pendingAmount" label="stats.reports.pendingAmount" unit="USD" />
    </DataTable>
  </StatsList>
);
