import { Box } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

type LongTextInputProps = Omit<TextInputProps, 'multiline' | 'helperText'> & {
  /** The most characters it may hold (schema `max`). */
  max: number;
};

/**
 * A comment or note: multi-line, with what is typed counted against its limit as one types (SPEC
 * 5: at most 500 characters), turning red once past it, before any save says so.
 */
export const LongTextInput = ({ max, ...props }: LongTextInputProps) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: props.source });
  const count = typeof value === 'string' ? value.length : 0;
  return (
    <TextInput
      {...props}
      multiline
      minRows={2}
      helperText={
        <Box component="span" sx={count > max ? { color: 'error.main' } : undefined}>
          {translate('forms.characters', { count, max })}
        </Box>
      }
    />
  );
};
