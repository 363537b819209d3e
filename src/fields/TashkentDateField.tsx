import { DateField, useLocaleState } from 'react-admin';
import { intlLocale } from '../format/locales';

/** The operator works on Tashkent time (SPEC 1), whatever the browser's zone. */
export const TASHKENT_TIME_ZONE = 'Asia/Tashkent';

export const TashkentDateField = ({
  source,
  showTime = false,
}: {
  source: string;
  showTime?: boolean;
  label?: string;
}) => {
  const [locale] = useLocaleState();
  return (
    <DateField
      source={source}
      showTime={showTime}
      locales={intlLocale(locale)}
      options={
        showTime
          ? { timeZone: TASHKENT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }
          : { timeZone: TASHKENT_TIME_ZONE }
      }
    />
  );
};
