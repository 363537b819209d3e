import { useFieldValue, useLocaleState, useTranslate } from 'react-admin';
import { formatQuantityWithUnit } from '../format/quantity';
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
  return <span>{formatQuantityWithUnit(value, unit, locale, translate)}</span>;
};
