/**
 * A react-admin input for a calendar day, a moment or a month, typed or picked in the UI language's order
 * (src/format/datePatterns.ts) and always in Tashkent time (SPEC 1), whatever the browser's zone:
 * @mui/x-date-pickers' desktop pickers on day.js. Loaded lazily (../TashkentDateInput.tsx).
 */
import 'dayjs/locale/uz-latn';
import 'dayjs/locale/zh-cn';
import type { KeyboardEvent, ReactNode } from 'react';
import { useMemo, useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useForkRef } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import { TASHKENT_TIME_ZONE } from '../../core/time/tashkent';
import { datePatterns } from '../../format/datePatterns';
import { pickersLocaleText } from './localeText';
import { toFormValue, toPickerValue, UNFINISHED_DATE, type DateKind } from './pickerValue';

/** day.js's locales of the UI languages: month and weekday names, the week's first day. */
const DAYJS_LOCALES: Record<string, string> = { uz: 'uz-latn', en: 'en', cn: 'zh-cn' };

export interface TashkentPickerInputProps {
  kind: DateKind;
  source: string;
  label?: string | false;
  resource?: string;
  isRequired?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  defaultValue?: unknown;
  helperText?: ReactNode | false;
  validate?: Validator | Validator[];
  className?: string;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  variant?: 'standard' | 'outlined' | 'filled';
}

/** Forms without the registry's resolver (list filters, dialogs) refuse an unfinished date here. */
const finished: Validator = (value) => (value === UNFINISHED_DATE ? 'validation.date' : undefined);

const TashkentPickerInput = ({
  kind,
  source,
  label,
  resource,
  isRequired,
  readOnly,
  disabled,
  defaultValue,
  helperText,
  validate = [],
  className,
  size = 'small',
  margin,
  variant,
}: TashkentPickerInputProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The pickers' field has its own theme name: look like the form's other text inputs.
  const textFieldDefaults = useTheme().components?.MuiTextField?.defaultProps;
  const localeText = useMemo(() => pickersLocaleText(translate), [translate]);
  const { field, fieldState, formState, id } = useInput({
    source,
    resource,
    defaultValue,
    isRequired,
    readOnly,
    disabled,
    validate: [finished, ...(Array.isArray(validate) ? validate : [validate])],
  });
  // The picker keeps its own value: an unfinished one holds the typed text, which the form's
  // value (UNFINISHED_DATE) cannot. It follows the form when the form changes it (a reset).
  const [value, setValue] = useState<Dayjs | null>(() => toPickerValue(field.value, kind));
  const [formValue, setFormValue] = useState<unknown>(field.value);
  if (field.value !== formValue) {
    setFormValue(field.value);
    setValue(toPickerValue(field.value, kind));
  }
  const publish = (nextFormValue: string) => {
    setFormValue(nextFormValue);
    field.onChange(nextFormValue);
  };
  const onChange = (next: Dayjs | null) => {
    setValue(next);
    publish(toFormValue(next, kind) ?? '');
  };
  // The pickers report nothing while an empty field is being filled in ('24.11.' of a day), so
  // the text the field holds tells it, checked as the user leaves the field or presses Enter.
  const fieldText = useRef<HTMLInputElement>(null);
  const inputRef = useForkRef(field.ref, fieldText);
  const noteUnfinished = () => {
    if (value !== null || fieldText.current === null) return;
    const wanted = fieldText.current.value === '' ? '' : UNFINISHED_DATE;
    if ((field.value ?? '') !== wanted) publish(wanted);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A space between the day and the time would land in the hours as text and garble them;
    // digits move on to the next section by themselves, so it is dropped like the separators.
    if (event.key === ' ') event.preventDefault();
    if (event.key === 'Enter') noteUnfinished();
  };

  const patterns = datePatterns(locale);
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error : undefined;
  const Picker = kind === 'datetime' ? DesktopDateTimePicker : DesktopDatePicker;
  const format = { date: patterns.date, datetime: patterns.dateTime, month: patterns.month }[kind];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALES[locale] ?? DAYJS_LOCALES.uz}
      localeText={localeText}
    >
      <Picker
        value={value}
        onChange={onChange}
        timezone={TASHKENT_TIME_ZONE}
        format={format}
        {...(kind === 'month' && { views: ['year', 'month'] as const, openTo: 'month' as const })}
        ampm={false}
        readOnly={readOnly}
        disabled={disabled}
        label={
          label === false || label === '' ? null : (
            <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
          )
        }
        className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
        slotProps={{
          textField: {
            id,
            name: field.name,
            inputRef,
            onBlur: () => {
              noteUnfinished();
              field.onBlur();
            },
            onKeyDown,
            size,
            margin,
            variant: variant ?? textFieldDefaults?.variant,
            error: error !== undefined,
            helperText:
              helperText !== false || error !== undefined ? (
                <InputHelperText error={error?.message} helperText={helperText} />
              ) : null,
          },
        }}
      />
    </LocalizationProvider>
  );
};

export default TashkentPickerInput;
