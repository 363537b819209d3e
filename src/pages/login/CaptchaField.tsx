import { IconButton, Stack, TextField } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The picture to copy the code from. */
  imageUrl: string;
  onRefresh: () => void;
  error?: string;
  disabled: boolean;
}

/** The verification code the API demands after repeated failed logins, with its picture. */
export const CaptchaField = ({
  value,
  onChange,
  imageUrl,
  onRefresh,
  error,
  disabled,
}: CaptchaFieldProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        name="code"
        label={translate('auth.code')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error !== undefined}
        helperText={error || translate('auth.codeHint')}
        disabled={disabled}
        autoComplete="off"
        required
        fullWidth
      />
      <img
        src={imageUrl}
        alt={translate('auth.codeHint')}
        height={56}
        style={{ flexShrink: 0, borderRadius: 4 }}
      />
      <IconButton
        onClick={onRefresh}
        aria-label={translate('auth.refreshCode')}
        title={translate('auth.refreshCode')}
        disabled={disabled}
        sx={{ mt: 1 }}
      >
        <RefreshIcon />
      </IconButton>
    </Stack>
  );
};
