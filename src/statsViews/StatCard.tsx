import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Unit } from '../core/registry/types';
import { Quantity } from './Quantity';

interface StatCardProps {
  /** i18n key of the figure's name, with its arguments. */
  label: string;
  labelArgs?: Record<string, unknown>;
  value: number;
  unit?: Unit;
  /** The list the figure counts: the card opens it. */
  to?: string;
}

/** One headline figure: its name above, the number below. */
export const StatCard = ({ label, labelArgs, value, unit, to }: StatCardProps) => {
  const translate = useTranslate();
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(label, labelArgs)}
      </Typography>
      <Typography variant="h5" component="p">
        <Quantity value={value} unit={unit} />
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to === undefined ? (
        content
      ) : (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      )}
    </Card>
  );
};

/** A row of StatCards that wraps on narrow screens. */
export const StatCards = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      my: 2,
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    }}
  >
    {children}
  </Box>
);
