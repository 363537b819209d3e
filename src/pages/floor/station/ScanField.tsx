/**
 * The one field a scanner types into (a code and Enter) on a floor station. It takes the focus
 * back whenever the page is shown and each time `focusKey` changes (a new answer), unless a dialog
 * holds it (`holdFocus` false) or a field marked `data-keeps-focus` is being typed in; it empties
 * once a code is sent and is never disabled, so the next scan is never lost.
 */
import { TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';

interface Props {
  label: string;
  /** A number is typed (a weight): the phone shows its decimal keypad. */
  decimal?: boolean;
  /** False while a dialog has the focus. */
  holdFocus: boolean;
  onSubmit(code: string): void;
  /** Each new value gives the focus back here. */
  focusKey?: unknown;
  testId: string;
}

export const ScanField = ({
  label,
  decimal = false,
  holdFocus,
  onSubmit,
  focusKey,
  testId,
}: Props) => {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!holdFocus) return;
    const focus = () => {
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
  }, [holdFocus, focusKey, decimal]);

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
            'data-testid': testId,
            inputMode: decimal ? 'decimal' : 'text',
            style: { fontSize: '1.6rem' },
          },
        }}
      />
    </form>
  );
};
