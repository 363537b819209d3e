import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TranslateFunction } from 'react-admin';

const key = (name: string) => `datePickers.${name}`;

/** The pickers' own texts from the app catalogue (datePickers*.ts), in the UI language. */
export function pickersLocaleText(translate: TranslateFunction): Partial<PickersLocaleText> {
  const t = (name: string, args?: Record<string, unknown>) => translate(key(name), args);
  const view = (name: string) => t(`views.${name}`);
  const placeholder = (name: string) => () => t(`placeholder.${name}`);
  return {
    previousMonth: t('previousMonth'),
    nextMonth: t('nextMonth'),
    openPreviousView: t('openPreviousView'),
    openNextView: t('openNextView'),
    calendarViewSwitchingButtonAriaLabel: (current) =>
      t(current === 'year' ? 'yearViewOpen' : 'calendarViewOpen'),
    cancelButtonLabel: t('cancel'),
    clearButtonLabel: t('clear'),
    okButtonLabel: t('ok'),
    todayButtonLabel: t('today'),
    nextStepButtonLabel: t('next'),
    datePickerToolbarTitle: t('dateTitle'),
    dateTimePickerToolbarTitle: t('dateTimeTitle'),
    timePickerToolbarTitle: t('timeTitle'),
    clockLabelText: (current, time) =>
      `${t('selectView', { view: view(current) })}. ${
        time ? t('timeSelected', { time }) : t('noTimeSelected')
      }`,
    hoursClockNumberText: (count) => t('hoursNumber', { count }),
    minutesClockNumberText: (count) => t('minutesNumber', { count }),
    secondsClockNumberText: (count) => t('secondsNumber', { count }),
    selectViewText: (current) => t('selectView', { view: view(current) }),
    calendarWeekNumberHeaderLabel: t('weekNumberHeader'),
    calendarWeekNumberAriaLabelText: (week) => t('weekNumber', { week }),
    openDatePickerDialogue: (date) => (date ? t('chooseDateSelected', { date }) : t('chooseDate')),
    openTimePickerDialogue: (time) => (time ? t('chooseTimeSelected', { time }) : t('chooseTime')),
    fieldClearLabel: t('clear'),
    timeTableLabel: t('timeTable'),
    dateTableLabel: t('dateTable'),
    fieldYearPlaceholder: placeholder('year'),
    fieldMonthPlaceholder: placeholder('month'),
    fieldDayPlaceholder: placeholder('day'),
    fieldHoursPlaceholder: placeholder('hours'),
    fieldMinutesPlaceholder: placeholder('minutes'),
    fieldSecondsPlaceholder: placeholder('seconds'),
    year: view('year'),
    month: view('month'),
    day: view('day'),
    weekDay: view('weekDay'),
    hours: view('hours'),
    minutes: view('minutes'),
    seconds: view('seconds'),
    meridiem: view('meridiem'),
    empty: t('empty'),
  };
}
