import { useFieldValue, useLocaleState, useTranslate } from 'react-admin';
import { formatQuantity } from '../format/quantity';
import type { Unit } from '../core/registry/types';

interface QuantityFieldProps {
  source: string;
  unit?: Unit;
  label?: string;
}

/** A number with its unit: kg, m³, $, so'm, days, hours. */
export const QuantityField = ({ source, unit }: QuantityFieldProps) => {
  const value: unknown = useFieldValue({ source });
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (typeof value !== 'number') return null;
  const number = formatQuantity(value, unit, locale);
  if (!unit) return <span>{number}</span>;
  const symbol = translate(`units.${unit}`);
  return <span>{unit === 'USD' ? `${symbol}${number}` : `${number} ${symbol}`}</span>;
};
