import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  RecordContextProvider,
  ReferenceField,
  useFieldValue,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { PaidParcel } from '../../core/money/paymentAllocation';
import { subtractUsd, sumUsd } from '../../core/money/money';
import { formatQuantityWithUnit } from '../../format/quantity';
import { routePathOf } from '../../core/rules/resourceNames';

const FIELDS = 'resources.clientSettle/clientsettlement.fields';

/**
 * A client payment's page: the parcels it paid, oldest first, with what it paid to each, and what
 * of it is not spent yet (the client's credit). The allocation is the server's (`paidParcels`).
 */
export const PaidParcelsField = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  const payment = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const usd = (amount: number) => formatQuantityWithUnit(amount, 'USD', locale, translate);
  const parts = Array.isArray(value) ? (value as PaidParcel[]) : [];
  const unspent = subtractUsd(
    Number(payment?.amount ?? 0),
    sumUsd(parts.map((part) => part.amount)),
  );
  return (
    <>
      {parts.length === 0 ? (
        <Typography variant="body2">{translate('clientMoney.paidParcels.none')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${FIELDS}.paidParcels.waybillId`)}</TableCell>
              <TableCell align="right">{translate(`${FIELDS}.paidParcels.amount`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {parts.map((part) => (
              <RecordContextProvider key={part.waybillId} value={part}>
                <TableRow>
                  <TableCell>
                    <ReferenceField
                      source="waybillId"
                      reference={routePathOf('waybill')}
                      link="show"
                    />
                  </TableCell>
                  <TableCell align="right">{usd(part.amount)}</TableCell>
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      )}
      {unspent > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('clientMoney.paidParcels.credit', { amount: usd(unspent) })}
        </Typography>
      )}
    </>
  );
};
