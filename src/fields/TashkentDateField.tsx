import { useFieldValue, useLocaleState } from 'react-admin';
import { formatTashkentDate } from '../format/dateTime';

interface TashkentDateFieldProps {
  source: string;
  showTime?: boolean;
  label?: string;
}

/** A date or a moment, in Tashkent time and the UI language's format. */
export const TashkentDateField = ({ source, showTime = false }: TashkentDateFieldProps) => {
  const value: unknown = useFieldValue({ source });
  const [locale] = useLocaleState();
  if (typeof value !== 'string' || value === '') return null;
  return <span>{formatTashkentDate(value, showTime, locale)}</span>;
};
