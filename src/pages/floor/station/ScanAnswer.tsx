/**
 * A floor station's answer to the last scan, large and coloured, with what to do next, and a short
 * sound as it comes: high for a good or repeated answer, low for a problem (station/playTone.ts).
 */
import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { playTone } from './playTone';

const TONES = {
  good: 'success.main',
  same: 'info.main',
  problem: 'warning.main',
  wrong: 'error.main',
} as const;

export type AnswerTone = keyof typeof TONES;

interface Props {
  tone: AnswerTone;
  /** The answer's kind, for the sound's timing and the tests (`data-outcome`). */
  outcome: string;
  title: string;
  /** The API's refusal, translated by it. */
  message?: string;
  next: string;
  /** A new value for each answer, so that a second answer alike sounds again. */
  soundKey: unknown;
  testId: string;
}

export const ScanAnswer = ({ tone, outcome, title, message, next, soundKey, testId }: Props) => {
  useEffect(() => playTone(tone === 'good' || tone === 'same'), [soundKey, tone]);
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-testid={testId}
      data-outcome={outcome}
      sx={{ bgcolor: TONES[tone], color: 'common.white', borderRadius: 2, p: { xs: 2, sm: 3 } }}
    >
      <Typography sx={{ fontSize: { xs: '1.6rem', sm: '2.4rem' }, fontWeight: 700 }}>
        {title}
      </Typography>
      {message && <Typography sx={{ fontSize: '1.2rem' }}>{message}</Typography>}
      <Typography sx={{ fontSize: '1.2rem' }}>{next}</Typography>
    </Box>
  );
};
