import { InputAdornment } from '@mui/material';
import { NumberInput, useTranslate, type NumberInputProps } from 'react-admin';
import type { Unit } from '../core/registry/types';

type QuantityInputProps = NumberInputProps & { unit?: Unit };

/** A number input that shows its unit, so nobody types grams into a kilogram field. */
export const QuantityInput = ({ unit, ...props }: QuantityInputProps) => {
  const translate = useTranslate();
  const adornment = unit ? (
    <InputAdornment position="end">{translate(`units.${unit}`)}</InputAdornment>
  ) : undefined;
  return <NumberInput {...props} slotProps={{ input: { endAdornment: adornment } }} />;
};
