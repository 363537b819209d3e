import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

interface ErrorScreenProps {
  /** Already translated. */
  title: string;
  /** Already translated. */
  text: string;
  /** Buttons offered under the text. */
  children?: ReactNode;
}

/** The one look of the app's error screens (403, 404, failed guard, failed page load). */
export const ErrorScreen = ({ title, text, children }: ErrorScreenProps) => (
  <Box
    sx={{
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: 2,
      py: 8,
      px: 2,
    }}
  >
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
    <Typography color="text.secondary">{text}</Typography>
    {children !== undefined && (
      <Stack direction="row" spacing={1}>
        {children}
      </Stack>
    )}
  </Box>
);
