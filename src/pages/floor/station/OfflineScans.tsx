/**
 * What a floor station's scan queue (useScanQueue.ts) holds, for the operator: how many scans are
 * kept and not sent yet, and the list of those whose late answer needs them (a refusal, a change
 * made meanwhile), each with what the API said, until they mark it done.
 */
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatTashkentDate } from '../../../format/dateTime';
import type { AttentionScan, QueuedScan } from './scanStore';

const TEXTS = 'floorOffline';

interface Props<P> {
  pending: readonly QueuedScan<P>[];
  attention: readonly AttentionScan<P>[];
  /** What the scan was, in a few words (its tracking number). */
  describe: (payload: P) => string;
  onDismiss: (key: string) => void;
}

export function OfflineScans<P>({ pending, attention, describe, onDismiss }: Props<P>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={1}>
      {pending.length > 0 && (
        <Alert severity="warning" data-testid="offline-pending" data-count={pending.length}>
          {translate(`${TEXTS}.pending`, { smart_count: pending.length })}
        </Alert>
      )}
      {attention.length > 0 && (
        <Alert severity="error" data-testid="offline-attention" icon={false}>
          <Typography variant="h6" component="h2">
            {translate(`${TEXTS}.attention.title`)}
          </Typography>
          <Typography variant="body2">{translate(`${TEXTS}.attention.hint`)}</Typography>
          <List dense>
            {attention.map((scan) => (
              <ListItem
                key={scan.key}
                data-testid="offline-attention-item"
                disableGutters
                secondaryAction={
                  <Button size="small" onClick={() => onDismiss(scan.key)}>
                    {translate(`${TEXTS}.attention.done`)}
                  </Button>
                }
              >
                <ListItemText
                  primary={`${describe(scan.payload)}: ${scan.message}`}
                  secondary={translate(`${TEXTS}.attention.scannedAt`, {
                    time: formatTashkentDate(new Date(scan.scannedAt).toISOString(), true, locale),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
