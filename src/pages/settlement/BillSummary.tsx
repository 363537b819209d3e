import { Box, Card, CardContent } from '@mui/material';
import {
  BooleanField,
  EditButton,
  Labeled,
  ReferenceField,
  ShowBase,
  TextField,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { BillRelated } from '../../generated/views/bill';
import { BillShowActions } from '../../generated/views/bill.actions';
import { EnumField } from '../../fields/EnumField';
import { QuantityField } from '../../fields/QuantityField';
import { TashkentDateField } from '../../fields/TashkentDateField';
import { RecordBillPaymentButton } from '../../resources/bill/RecordBillPaymentButton';
import { InvoiceButton } from './invoice/InvoiceButton';
import { routePathOf } from '../../core/rules/resourceNames';

/**
 * The bill's own figures, labelled as on its page: what it bills, what its payments paid and what
 * remains, and its payments; its actions (date, confirm, payment), its invoice, and its edit
 * button (the reference) while it is PENDING.
 */
export const BillSummary = ({ id }: { id: string }) => (
  <ShowBase resource={routePathOf('bill')} id={id}>
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            justifyItems: 'start',
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          }}
        >
          <Labeled source="reference">
            <TextField source="reference" />
          </Labeled>
          <Labeled source="companyId">
            <CompanyField />
          </Labeled>
          <Labeled source="status">
            <EnumField source="status" enumName="billStatus" />
          </Labeled>
          <Labeled source="accountDate">
            <TashkentDateField source="accountDate" />
          </Labeled>
          <Labeled source="settleDate">
            <TashkentDateField source="settleDate" />
          </Labeled>
          <Labeled source="settleFreight">
            <QuantityField source="settleFreight" unit="USD" />
          </Labeled>
          <Labeled source="settleAmount">
            <QuantityField source="settleAmount" unit="USD" />
          </Labeled>
          <Labeled source="settleRate">
            <QuantityField source="settleRate" unit="som" />
          </Labeled>
          <Labeled source="settleAmountSom">
            <QuantityField source="settleAmountSom" unit="som" />
          </Labeled>
          <Labeled source="settled">
            <BooleanField source="settled" />
          </Labeled>
          <Labeled source="paidAt">
            <TashkentDateField source="paidAt" showTime />
          </Labeled>
          <Labeled source="paidAmount">
            <QuantityField source="paidAmount" unit="USD" />
          </Labeled>
          <Labeled source="remainingAmount">
            <QuantityField source="remainingAmount" unit="USD" />
          </Labeled>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          <BillShowActions />
          <RecordBillPaymentButton />
          <InvoiceButton id={id} />
          <PendingEditButton />
        </Box>
      </CardContent>
      {/* Its payments, newest first. */}
      <BillRelated />
    </Card>
  </ShowBase>
);

/**
 * The company by name, a link to it where the role may open companies; finance staff settle bills
 * without that right and read its name by lookup (docs/api.md, "Lookups").
 */
const CompanyField = () => {
  const { canAccess } = useCanAccess({ action: 'show', resource: routePathOf('company') });
  return (
    <ReferenceField
      source="companyId"
      reference={routePathOf('company')}
      link={canAccess ? 'show' : false}
    />
  );
};

/** A confirmed bill no longer changes (the API refuses): no edit button then. */
const PendingEditButton = () => {
  const record = useRecordContext();
  return record?.status === 'PENDING' ? <EditButton /> : null;
};
