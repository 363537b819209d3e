/**
 * Names of the periods the statistics use, in the UI language: a full day as everywhere in the
 * app (formatTashkentDate), a short day for chart axes, a month and a short month. Month names
 * come from the catalogues, not Intl: browsers lack Uzbek month names (Chromium shows "M11").
 */
import { useMemo } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { formatTashkentDate } from '../format/dateTime';

export interface PeriodLabels {
  /** 'YYYY-MM-DD' as the app shows dates: 20.11.2026, Nov 20, 2026, 2026/11/20. */
  day(day: string): string;
  /** 'YYYY-MM-DD' without the year, for chart axes: 20-noy, Nov 20, 11月20日. */
  shortDay(day: string): string;
  /** 'YYYY-MM': noyabr 2026, November 2026, 2026年11月. */
  month(month: string): string;
  /** 'YYYY-MM' for chart axes: noy 2026, Nov 2026, 2026年11月. */
  shortMonth(month: string): string;
}

export function periodLabels(translate: TranslateFunction, locale: string): PeriodLabels {
  const parts = (period: string) => {
    const [year, month, day] = period.split('-');
    return { year, month: Number(month), day: Number(day) };
  };
  const named = (key: 'shortDay' | 'month' | 'shortMonth', period: string) => {
    const { year, month, day } = parts(period);
    const names = key === 'month' ? 'monthNames' : 'monthShortNames';
    return translate(`stats.period.${key}`, {
      year,
      day,
      month: translate(`stats.period.${names}.${month}`),
    });
  };
  return {
    day: (day) => formatTashkentDate(day, false, locale),
    shortDay: (day) => named('shortDay', day),
    month: (month) => named('month', month),
    shortMonth: (month) => named('shortMonth', month),
  };
}

export function usePeriodLabels(): PeriodLabels {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => periodLabels(translate, locale), [translate, locale]);
}
