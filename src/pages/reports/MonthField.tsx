import { useFieldValue } from 'react-admin';
import { usePeriodLabels } from '../../statsViews/periodLabels';

/** A 'YYYY-MM' month of the record, named in the UI language (November 2026). */
export const MonthField = ({ source }: { source: string; label?: string }) => {
  const value: unknown = useFieldValue({ source });
  const labels = usePeriodLabels();
  return typeof value === 'string' ? <span>{labels.month(value)}</span> : null;
};
