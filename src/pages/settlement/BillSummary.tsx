import { Box, Card, CardContent } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import {
  BooleanField,
  Button,
  EditButton,
  Labeled,
  ReferenceField,
  ShowBase,
  TextField,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { BillShowActions } from '../../generated/views/bill.actions';
import { EnumField } from '../../fields/EnumField';
import { QuantityField } from '../../fields/QuantityField';
import { TashkentDateField } from '../../fields/TashkentDateField';

/**
 * The bill's own figures, labelled as on its page; its actions (date, confirm, payment), the
 * invoice print, and its edit button (the reference) while it is PENDING.
 */
export const BillSummary = ({ id }: { id: string }) => (
  <ShowBase resource="settle/bill" id={id}>
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
        </Box>
        <Box className="no-print" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <BillShowActions />
          <PrintInvoiceButton />
          <PendingEditButton />
        </Box>
      </CardContent>
    </Card>
  </ShowBase>
);

/**
 * The company by name where the role may read companies; finance staff settle bills without
 * that right, and see the company's id instead of a failed lookup.
 */
const CompanyField = () => {
  const { canAccess } = useCanAccess({ action: 'show', resource: 'system/company' });
  return canAccess ? (
    <ReferenceField source="companyId" reference="system/company" link="show" />
  ) : (
    <TextField source="companyId" />
  );
};

/** A confirmed bill no longer changes (the API refuses): no edit button then. */
const PendingEditButton = () => {
  const record = useRecordContext();
  return record?.status === 'PENDING' ? <EditButton /> : null;
};

/** Prints the page as an invoice (BillDetail's print stylesheet hides the rest of the app). */
const PrintInvoiceButton = () => (
  <Button label="bills.invoice.print" onClick={() => window.print()}>
    <PrintIcon />
  </Button>
);
