import {
  DataTable,
  Pagination,
  RecordContextProvider,
  ReferenceManyField,
  TextField,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../config/adminConfig';
import { EnumField } from '../../fields/EnumField';
import { TashkentDateField } from '../../fields/TashkentDateField';
import { QuantityCol } from '../../statsViews/QuantityCol';
import { Section } from '../../statsViews/Section';
import { routePathOf } from '../../core/rules/resourceNames';

/**
 * The client's payments, newest first. A reference list rather than a second embedded List, whose
 * own page title would repeat the page's.
 */
export const ClientPayments = ({ clientId }: { clientId: string }) => (
  <Section title="stats.settlement.paymentList">
    <RecordContextProvider value={{ id: clientId }}>
      <ReferenceManyField
        reference={routePathOf('clientPayment')}
        target="clientId"
        sort={{ field: 'paidAt', order: 'DESC' }}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="paidAt">
            <TashkentDateField source="paidAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="reference">
            <TextField source="reference" />
          </DataTable.Col>
          <QuantityCol source="amount" unit="USD" />
          <QuantityCol source="amountSom" unit="som" />
          <DataTable.Col source="paymentMethod">
            <EnumField source="paymentMethod" enumName="paymentMethod" />
          </DataTable.Col>
          <DataTable.Col source="paymentType">
            <EnumField source="paymentType" enumName="paymentType" />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </RecordContextProvider>
  </Section>
);
