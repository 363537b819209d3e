/**
 * The answer to the last scan, large and coloured, with what to do next, and a short sound as it
 * comes: high for a good answer, low for a problem (Web Audio, no files).
 */
import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { playTone } from './playTone';
import { isGoodAnswer, type StationAnswer } from './usePackingStation';

const TONES = {
  good: 'success.main',
  same: 'info.main',
  problem: 'warning.main',
  wrong: 'error.main',
} as const;

const PROBLEMS: readonly string[] = ['inOtherBox', 'notWeighed', 'badWeight', 'noBox'];

function toneOf(answer: StationAnswer): keyof typeof TONES {
  if (answer.kind === 'alreadyHere') return 'same';
  if (isGoodAnswer(answer)) return 'good';
  return PROBLEMS.includes(answer.kind) ? 'problem' : 'wrong';
}

export const PackAnswer = ({ answer }: { answer: StationAnswer }) => {
  const translate = useTranslate();
  const tone = toneOf(answer);
  useEffect(() => playTone(tone === 'good' || tone === 'same'), [answer, tone]);
  const args = {
    ...answer.args,
    ...(answer.args.status && {
      status: translate(`enums.waybillStatus.${answer.args.status}`, { _: answer.args.status }),
    }),
  };
  const texts = `floorPack.answers.${answer.kind}`;
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-testid="pack-answer"
      data-outcome={answer.kind}
      sx={{ bgcolor: TONES[tone], color: 'common.white', borderRadius: 2, p: { xs: 2, sm: 3 } }}
    >
      <Typography sx={{ fontSize: { xs: '1.6rem', sm: '2.4rem' }, fontWeight: 700 }}>
        {translate(`${texts}.title`, args)}
      </Typography>
      {answer.message && <Typography sx={{ fontSize: '1.2rem' }}>{answer.message}</Typography>}
      <Typography sx={{ fontSize: '1.2rem' }}>{translate(`${texts}.next`)}</Typography>
    </Box>
  );
};
