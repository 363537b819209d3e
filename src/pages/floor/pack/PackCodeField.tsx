/**
 * The one field a scanner types into (a code and Enter), or the box's weight while closing. It
 * takes the focus back whenever the page is shown and after every answer, unless a dialog or the
 * move's reason holds it; it empties once a code is sent and stays open while it is answered, so
 * the next scan is never lost.
 */
import { TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StationAnswer } from './usePackingStation';

interface Props {
  label: string;
  weighing: boolean;
  /** False while a dialog has the focus. */
  holdFocus: boolean;
  onSubmit(code: string): void;
  /** Each new answer gives the focus back here. */
  answer: StationAnswer | undefined;
}

export const PackCodeField = ({ label, weighing, holdFocus, onSubmit, answer }: Props) => {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!holdFocus) return;
    const focus = () => {
      // The move's reason is typed on purpose: the field does not take the focus from it.
      if (document.activeElement?.closest('[data-keeps-focus]')) return;
      input.current?.focus();
    };
    focus();
    window.addEventListener('focus', focus);
    document.addEventListener('visibilitychange', focus);
    return () => {
      window.removeEventListener('focus', focus);
      document.removeEventListener('visibilitychange', focus);
    };
  }, [holdFocus, answer, weighing]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
    setCode('');
  };

  return (
    <form onSubmit={send}>
      <TextField
        inputRef={input}
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: {
            'data-testid': 'pack-code',
            inputMode: weighing ? 'decimal' : 'text',
            style: { fontSize: '1.6rem' },
          },
        }}
      />
    </form>
  );
};
