import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import type { LoginParams } from '../../auth/authProvider';
import { dismissSessionNotice } from '../../session/session';
import { useSessionNotice } from '../../auth/useSessionNotice';
import { CaptchaField } from './CaptchaField';
import { captchaUrl } from './captchaUrl';
import { describeLoginFailure, type LoginFailure } from './loginFailure';

const NO_FAILURE: LoginFailure = { message: '', fields: {}, captchaRequired: false };

/** Username and password, plus the verification code once the API demands it. */
export const LoginForm = () => {
  const login = useLogin();
  const translate = useTranslate();
  // Why the user is here: an expired session, a refused account, failed user info.
  const notice = useSessionNotice();
  const [values, setValues] = useState({ username: '', password: '', code: '' });
  const [failure, setFailure] = useState<LoginFailure>(NO_FAILURE);
  const [submitting, setSubmitting] = useState(false);
  // The picture is for the username at the time it was asked for; a new nonce asks for a new one.
  const [captcha, setCaptcha] = useState({ username: '', nonce: 0 });

  const captchaShown = failure.captchaRequired;
  const refreshCaptcha = () => setCaptcha({ username: values.username.trim(), nonce: Date.now() });
  const setValue = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (captchaShown && values.code.trim() === '') {
      setFailure({ ...failure, fields: { code: translate('auth.codeRequired') } });
      return;
    }
    setSubmitting(true);
    dismissSessionNotice();
    setFailure({ ...NO_FAILURE, captchaRequired: captchaShown });
    const params: LoginParams = {
      username: values.username.trim(),
      password: values.password,
      code: captchaShown ? values.code.trim() : undefined,
    };
    try {
      await login(params);
    } catch (error) {
      const next = describeLoginFailure(error, captchaShown);
      // A new picture when the code is first demanded or was wrong: the old one is spent.
      if (next.captchaRequired && (!captchaShown || 'code' in next.fields)) refreshCaptcha();
      setFailure(next);
      setSubmitting(false);
    }
  };

  const fieldProps = (field: 'username' | 'password') => ({
    name: field,
    label: translate(`auth.${field}`),
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field)(event.target.value),
    error: field in failure.fields,
    helperText: failure.fields[field] || undefined,
    disabled: submitting,
    required: true,
    fullWidth: true,
  });

  const message = failure.message !== '' ? failure.message : notice;
  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ p: 2, pt: 0 }} noValidate>
      {message !== undefined && (
        <Alert severity="error">{translate(message, { _: message })}</Alert>
      )}
      <TextField {...fieldProps('username')} autoComplete="username" autoFocus />
      <TextField {...fieldProps('password')} type="password" autoComplete="current-password" />
      {captchaShown && (
        <CaptchaField
          value={values.code}
          onChange={setValue('code')}
          imageUrl={captchaUrl(captcha.username, captcha.nonce)}
          onRefresh={refreshCaptcha}
          error={failure.fields.code}
          disabled={submitting}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        fullWidth
      >
        {translate('auth.signIn')}
      </Button>
    </Stack>
  );
};
