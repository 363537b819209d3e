import { useState } from 'react';
import { Card, CardContent } from '@mui/material';
import {
  PasswordInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  useLogoutIfAccessDenied,
  useNotify,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { PasswordChange } from '../../core/auth/passwordChange';
import { LiveTitle } from '../../layout/header/LiveTitle';
import { changePassword } from './changePassword';
import { passwordChangeResolver } from './passwordChangeResolver';

/**
 * /system/updatePassword: the signed-in user changes their own password. What was typed stays
 * after a refusal, with the server's messages on the fields; a success empties the form.
 */
export const UpdatePassword = () => {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  // A new key gives a new, empty form after a success.
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: FieldValues) => {
    const outcome = await changePassword(values as PasswordChange).catch(async (error: unknown) => {
      // A 401: the authProvider ends the session.
      if (!(await logoutIfAccessDenied(error))) notify('errors.actionFailed', { type: 'error' });
      return undefined;
    });
    if (outcome === undefined) return undefined;
    if (outcome.ok) {
      notify('notify.saved', { type: 'success' });
      setFormKey((key) => key + 1);
      return undefined;
    }
    if ('fieldErrors' in outcome) return outcome.fieldErrors;
    notify(outcome.message, { type: 'error' });
    return undefined;
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <LiveTitle title="routes.updatePassword" />
      <CardContent sx={{ p: 0 }}>
        <SimpleForm
          key={formKey}
          onSubmit={submit}
          resolver={passwordChangeResolver}
          // Save only: react-admin's default toolbar also has Delete, which needs a resource.
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <PasswordInput
            source="oldPassword"
            label="pages.updatePassword.oldPassword"
            autoComplete="current-password"
            fullWidth
          />
          <PasswordInput
            source="password"
            label="pages.updatePassword.password"
            helperText="validation.password.rule"
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="confirmPassword"
            label="pages.updatePassword.confirmPassword"
            autoComplete="new-password"
            fullWidth
          />
        </SimpleForm>
      </CardContent>
    </Card>
  );
};
