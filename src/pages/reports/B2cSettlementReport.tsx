import { DataTable } from 'react-admin';
import { QuantityCol } from '../../statsViews/QuantityCol';
import { STATS } from '../../statsViews/statsResources';
import { StatsList } from '../../statsViews/StatsList';
import { TashkentMonthInput } from '../../inputs/TashkentDateInput';
import { MonthField } from './MonthField';

const filters = [
  <TashkentMonthInput key="month" source="month" label="stats.reports.month" alwaysOn />,
];

/** Per month: client payments received (count, USD, som) and B2C freight still unpaid. */
export const B2cSettlementReport = () => (
  <StatsList
    resource={STATS.b2cReport}
    title="routes.b2cReport"
    sort={{ field: 'month', order: 'DESC' }}
    filters={filters}
  >
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="month" label="stats.reports.month">
        <MonthField source="month" />
      </DataTable.Col>
      <QuantityCol source="payments" label="stats.reports.payments" />
      <QuantityCol source="paymentAmount" label="stats.reports.paymentAmount" unit="USD" />
      <QuantityCol source="paymentAmountSom" label="stats.reports.paymentAmountSom" unit="som" />
      <QuantityCol source="unpaidParcels" label="stats.reports.unpaidParcels" />
      <QuantityCol source="unpaidFreight" label="stats.reports.unpaidFreight" unit="USD" />
    </DataTable>
  </StatsList>
);
