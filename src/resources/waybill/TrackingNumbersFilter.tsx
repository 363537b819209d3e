import { TextField } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useInput, useTranslateLabel } from 'react-admin';
import {
  sameSearch,
  trackingNumberSearch,
  trackingNumberText,
  type TrackingNumberSearch,
} from './trackingNumbers';

interface TrackingNumbersFilterProps {
  source: string;
  label?: string;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
}

/**
 * The tracking number filter: part of one number, or several pasted at once (any separator).
 * It keeps the text as typed, separators included, and hands the list the parsed search.
 */
export const TrackingNumbersFilter = ({ source, label, size }: TrackingNumbersFilterProps) => {
  const { field, id } = useInput<TrackingNumberSearch>({ source });
  const translateLabel = useTranslateLabel();
  const [text, setText] = useState(() => trackingNumberText(field.value));
  const [shown, setShown] = useState<unknown>(field.value);
  // The value changed from outside (filters cleared, a link followed): show it.
  if (!sameSearch(shown, field.value)) {
    setShown(field.value);
    if (!sameSearch(trackingNumberSearch(text), field.value))
      setText(trackingNumberText(field.value));
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    const search = trackingNumberSearch(event.target.value);
    if (!sameSearch(search, field.value)) field.onChange(search);
  };
  return (
    <TextField
      id={id}
      name={field.name}
      label={translateLabel({ source, label })}
      value={text}
      onChange={onChange}
      onBlur={field.onBlur}
      size={size}
      // A plain textarea that grows with its lines (up to four) by CSS: MUI's multiline input
      // measures a hidden copy at mount, a forced layout of ~25-45 ms on the list's first screen.
      // At least one line: Chromium sizes an empty one drawn by the server at none until React
      // sets its value, and the list below it moved down a line (issue 13).
      multiline
      slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { rows: 1 } }}
      sx={{
        minWidth: 240,
        '& textarea': { fieldSizing: 'content', minHeight: '1.4375em', maxHeight: '5.75em' },
      }}
    />
  );
};
