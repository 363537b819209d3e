/**
 * The scanned parcel's weight (kg) and, if measured, its length, width and height (cm): the weight
 * has the focus as the form opens, Tab goes on to the sizes, Enter weighs and Esc goes back to
 * scanning. A settled scale reading fills the weight. A code scanned into the weight instead of a
 * number is the next parcel's scan (a scanner user does not look before scanning).
 */
import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { typedWeight } from '../station/typedWeight';
import type { Measures } from './receivingCalls';

const SIZES = ['length', 'width', 'height'] as const;
type Texts = Record<'weight' | (typeof SIZES)[number], string>;

/** Letters in it: a tracking number, not a weight. */
const looksLikeCode = (text: string) => /[a-z]/i.test(text);

interface Props {
  /** The scale's last settled reading, in kg. */
  reading?: number;
  onWeigh(measures: Measures): void;
  onBadWeight(typed: string): void;
  onScan(code: string): void;
  onCancel(): void;
}

export const WeighForm = ({ reading, onWeigh, onBadWeight, onScan, onCancel }: Props) => {
  const translate = useTranslate();
  const [texts, setTexts] = useState<Texts>({
    weight: reading === undefined ? '' : String(reading),
    length: '',
    width: '',
    height: '',
  });
  // A new reading fills the weight (set while rendering, as React adjusts state to a prop).
  const [shownReading, setShownReading] = useState(reading);
  if (reading !== shownReading) {
    setShownReading(reading);
    if (reading !== undefined) setTexts((typed) => ({ ...typed, weight: String(reading) }));
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    const typed = texts.weight.trim();
    const weight = typedWeight(typed);
    if (weight === undefined) return looksLikeCode(typed) ? onScan(typed) : onBadWeight(typed);
    const sizes: Omit<Measures, 'weight'> = {};
    for (const size of SIZES) {
      if (texts[size].trim() === '') continue;
      const value = typedWeight(texts[size]);
      if (value === undefined) return onBadWeight(texts[size]);
      sizes[size] = value;
    }
    onWeigh({ weight, ...sizes });
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };
  const field = (name: keyof Texts, autoFocus = false) => (
    <TextField
      key={name}
      label={translate(`floorReceive.${name}`)}
      value={texts[name]}
      onChange={(event) => setTexts((typed) => ({ ...typed, [name]: event.target.value }))}
      autoFocus={autoFocus}
      autoComplete="off"
      slotProps={{
        htmlInput: {
          'data-testid': `receive-${name}`,
          inputMode: 'decimal',
          style: { fontSize: name === 'weight' ? '1.6rem' : '1.2rem' },
        },
      }}
    />
  );
  return (
    <form onSubmit={send} onKeyDown={escape} data-keeps-focus>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          alignItems: 'center',
          // On a phone the weight takes a row of its own, the sizes the next.
          gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: '2fr 1fr 1fr 1fr auto' },
          '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        }}
      >
        {field('weight', true)}
        {SIZES.map((size) => field(size))}
        <Button type="submit" variant="contained" size="large">
          {translate('floorReceive.weigh')}
        </Button>
      </Box>
    </form>
  );
};
