import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Stack, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { RecordContextProvider, useFieldValue, useLocaleState, useTranslate } from 'react-admin';
import type { StatusHistoryEntry } from '../../core/domain/statusChange';
import { EnumField } from '../../fields/EnumField';
import { formatTashkentDate } from '../../format/dateTime';

/**
 * A waybill's status history as a vertical timeline, oldest first: each change with its statuses
 * (from → to), who made it and when, in Tashkent time.
 */
export const StatusTimeline = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entries = Array.isArray(value) ? (value as StatusHistoryEntry[]) : [];
  if (entries.length === 0)
    return <Typography variant="body2">{translate('waybillOps.timeline.empty')}</Typography>;
  return (
    <Stepper
      orientation="vertical"
      activeStep={entries.length - 1}
      aria-label={translate('waybillOps.timeline.label')}
    >
      {entries.map((entry, index) => (
        <Step key={`${entry.at}-${index}`} completed={index < entries.length - 1} expanded>
          <StepLabel>
            <RecordContextProvider value={entry}>
              <Stack direction="row" spacing={1} alignItems="center">
                {entry.from && <EnumField source="from" enumName="waybillStatus" />}
                {entry.from && <ArrowForwardIcon fontSize="small" color="action" />}
                <EnumField source="to" enumName="waybillStatus" />
              </Stack>
            </RecordContextProvider>
          </StepLabel>
          <StepContent>
            <Typography variant="body2" color="text.secondary">
              {translate('waybillOps.timeline.byAt', {
                by: entry.by,
                at: formatTashkentDate(entry.at, true, locale),
              })}
            </Typography>
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
};
