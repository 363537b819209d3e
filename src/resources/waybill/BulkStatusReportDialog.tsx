import {
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Button, RecordContextProvider, useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import { EnumField } from '../../fields/EnumField';
import { BULK_OUTCOMES, type BulkOutcome, type BulkStatusReport } from './bulkStatus';

const OUTCOME_COLOR: Record<BulkOutcome, 'success' | 'default' | 'warning' | 'error'> = {
  changed: 'success',
  unchanged: 'default',
  notFound: 'warning',
  notAllowed: 'error',
};

interface BulkStatusReportDialogProps {
  report: BulkStatusReport | undefined;
  onClose(): void;
}

/**
 * What a status change did to each waybill: changed, already there, not found, not allowed (and
 * why, as the API says).
 */
export const BulkStatusReportDialog = ({ report, onClose }: BulkStatusReportDialogProps) => {
  const translate = useTranslate();
  const drawn = useOpenedOnce(report !== undefined);
  const outcome = (name: BulkOutcome) => translate(`waybillOps.bulk.outcome.${name}`);
  if (!drawn) return null;
  return (
    <Dialog open={report !== undefined} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('waybillOps.bulk.reportTitle')}</DialogTitle>
      {report && (
        <DialogContent>
          <RecordContextProvider value={report}>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
              <span>{translate('waybillOps.bulk.reportStatus')}</span>
              <EnumField source="status" enumName="waybillStatus" />
            </Stack>
          </RecordContextProvider>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
            {BULK_OUTCOMES.map((name) => (
              <Chip
                key={name}
                color={OUTCOME_COLOR[name]}
                variant="outlined"
                label={`${outcome(name)}: ${report.counts[name]}`}
              />
            ))}
          </Stack>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('waybillOps.bulk.trackingNumber')}</TableCell>
                <TableCell>{translate('waybillOps.bulk.outcomeColumn')}</TableCell>
                <TableCell>{translate('waybillOps.bulk.fromColumn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.results.map((result, index) => (
                <TableRow key={`${result.trackingNumber ?? result.id}-${index}`}>
                  <TableCell>{result.trackingNumber ?? `#${result.id}`}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={OUTCOME_COLOR[result.outcome]}
                      label={outcome(result.outcome)}
                    />
                    {result.reason && (
                      <Typography variant="caption" display="block" sx={{ mt: 0.5 }}>
                        {result.reason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <RecordContextProvider value={result}>
                      <EnumField source="from" enumName="waybillStatus" />
                    </RecordContextProvider>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
      )}
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};
