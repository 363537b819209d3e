import { Box } from '@mui/material';
import { TASHKENT_TIME_ZONE } from '../core/time/tashkent';
import { useAppTitle } from './brand/useAppTitle';

const year = () =>
  new Intl.DateTimeFormat('en', { timeZone: TASHKENT_TIME_ZONE, year: 'numeric' }).format(
    new Date(),
  );

/** A small footer: the app's name and the year. */
export const Footer = () => (
  <Box
    component="footer"
    sx={{ py: 1.5, textAlign: 'center', typography: 'caption', color: 'text.secondary' }}
  >
    © {year()} {useAppTitle()}
  </Box>
);
