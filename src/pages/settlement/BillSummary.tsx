import { Box, Card, CardContent } from '@mui/material';
import {
  EditButton,
  Labeled,
  ReferenceField,
  ShowBase,
  TextField,
  useCanAccess,
} from 'react-admin';
import { EnumField } from '../../fields/EnumField';
import { QuantityField } from '../../fields/QuantityField';
import { TashkentDateField } from '../../fields/TashkentDateField';

/** The bill's own figures, labelled as on its page; its edit button for those who may edit. */
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
          <Labeled source="newSettleAmount">
            <QuantityField source="newSettleAmount" unit="USD" />
          </Labeled>
          <Labeled source="settleRate">
            <QuantityField source="settleRate" unit="som" />
          </Labeled>
          <Labeled source="settleAmountSom">
            <QuantityField source="settleAmountSom" unit="som" />
          </Labeled>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <EditButton />
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
