import { useEffect, useState } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { formatTashkentDate } from '../../format/dateTime';
import { mountWatermark } from './watermarkElement';

const todayIn = (locale: string) => formatTashkentDate(new Date().toISOString(), false, locale);

/** Today in Tashkent, as the language writes dates; checked every minute, for midnight. */
function useToday(locale: string): string {
  const [today, setToday] = useState(() => todayIn(locale));
  useEffect(() => {
    const check = () => setToday(todayIn(locale));
    check();
    const timer = setInterval(check, 60_000);
    return () => clearInterval(timer);
  }, [locale]);
  return today;
}

/** The signed-in user's name and today's date over the whole page (SPEC 2 watermark). */
export const Watermark = () => {
  const { identity } = useGetIdentity();
  const [locale] = useLocaleState();
  const today = useToday(locale);
  const name = identity?.fullName ?? '';
  useEffect(() => mountWatermark(`${name} ${today}`.trim()), [name, today]);
  return null;
};
