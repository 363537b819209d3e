/**
 * What a new bill will hold, shown in the create dialog: the company of the selected waybills (by
 * name, a lookup for finance staff) and their total final freight, what the bill will sum. A
 * selection of several companies makes no bill: it says so instead.
 */
import { Alert, Box, LinearProgress } from '@mui/material';
import {
  Labeled,
  RecordContextProvider,
  ReferenceField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useSelectedRecords } from '../../resourceViews/useSelectedRecords';
import { sumUsd } from '../../core/money/money';
import { formatQuantityWithUnit } from '../../format/quantity';
import { routePathOf } from '../../core/rules/resourceNames';

export const BillSelectionSummary = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const waybills = useSelectedRecords();
  if (!waybills) return <LinearProgress />;
  const companies = [...new Set(waybills.map((waybill) => waybill.companyId))];
  if (companies.length > 1)
    return (
      <Alert severity="warning" role="alert">
        {translate('bills.add.oneCompanyOnly')}
      </Alert>
    );
  const total = sumUsd(waybills.map((waybill) => waybill.finalFreight as number | undefined));
  return (
    <Box sx={{ display: 'flex', gap: 3, mb: 2 }} data-testid="bill-selection-summary">
      <Labeled label="bills.create.company">
        <RecordContextProvider value={{ id: 'selection', companyId: companies[0] }}>
          <ReferenceField source="companyId" reference={routePathOf('company')} link={false} />
        </RecordContextProvider>
      </Labeled>
      <Labeled label="bills.create.total">
        <span>{formatQuantityWithUnit(total, 'USD', locale, translate)}</span>
      </Labeled>
    </Box>
  );
};
