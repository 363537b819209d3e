/** The arrival's live counts, large: expected, scanned, missing, extra, of another batch. */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ArrivalCounts as Counts } from '../../../core/domain/arrival';

const FIGURES = ['expected', 'scanned', 'missing', 'extra', 'otherBatch'] as const;
const COLOURS: Partial<Record<(typeof FIGURES)[number], string>> = {
  missing: 'warning.main',
  extra: 'warning.main',
  otherBatch: 'error.main',
};

export const ArrivalCounts = ({ counts }: { counts: Counts }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {FIGURES.map((figure) => (
          <Stack key={figure}>
            <Typography variant="body2" color="text.secondary">
              {translate(`floorArrive.counts.${figure}`)}
            </Typography>
            <Typography
              variant="h3"
              component="p"
              data-testid={`arrive-${figure}`}
              sx={{ color: counts[figure] > 0 ? COLOURS[figure] : undefined }}
            >
              {counts[figure]}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography data-testid="arrive-boxes">
        {translate('floorArrive.counts.boxes', {
          scanned: counts.scannedBoxes,
          expected: counts.expectedBoxes,
        })}
      </Typography>
    </Stack>
  );
};
