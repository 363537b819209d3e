import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QuantityField } from '../fields/QuantityField';
import type { Unit } from '../core/registry/types';

interface CardFigureProps {
  source: string;
  /** i18n key of what the figure counts, or words that are data (a week). */
  label: string;
  unit?: Unit;
}

/** A figure of a row on a phone's card (PhoneList): what it counts, then the number. */
export const CardFigure = ({ source, label, unit }: CardFigureProps) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {translate(label, { _: label })}: <QuantityField source={source} unit={unit} />
    </Box>
  );
};
