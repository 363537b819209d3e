import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { HEADER_HEIGHT } from '../shellGeometry';
import { useAppTitle } from './useAppTitle';

/** The mark: a parcel on a rounded square, drawn inline so it costs no request. */
const LogoMark = () => (
  <Box component="svg" viewBox="0 0 32 32" sx={{ width: 32, height: 32, flexShrink: 0 }}>
    <rect width="32" height="32" rx="8" fill="#1565c0" />
    <path d="M16 6 25 10.5v11L16 26l-9-4.5v-11Z" fill="#fff" />
    <path d="M7 10.5 16 15l9-4.5M16 15v11" stroke="#1565c0" strokeWidth="1.6" fill="none" />
    <path d="m11.5 8.2 9 4.6" stroke="#90caf9" strokeWidth="2" />
  </Box>
);

/** The logo and the app title, linking home; the title hides when only the mark fits. */
export const Logo = ({ markOnly = false }: { markOnly?: boolean }) => {
  const title = useAppTitle();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={title}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: markOnly ? 'center' : 'flex-start',
        gap: 1.5,
        height: HEADER_HEIGHT,
        px: markOnly ? 0 : 2,
        flexShrink: 0,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <LogoMark />
      {!markOnly && (
        <Typography component="span" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      )}
    </Box>
  );
};
