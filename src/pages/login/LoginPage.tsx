import { Stack, Typography } from '@mui/material';
import { Login, useTranslate } from 'react-admin';
import { useDisplayFilters } from '../../layout/display/useDisplayFilters';
import { useDocumentLanguage } from '../../layout/display/useDocumentLanguage';
import { useLayoutSettings } from '../../layout/settings/useLayoutSettings';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LoginForm } from './LoginForm';
import { ThemeSwitcher } from './ThemeSwitcher';

/**
 * The `loginPage` of <Admin>. react-admin's <Login> frame sends a user who already has a
 * session on to the home page (SPEC 2: with a token, /login redirects to /).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  // Grey and colour-weakness modes are for the person at this screen, signed in or not.
  useDisplayFilters(useLayoutSettings()[0]);
  useDocumentLanguage();
  return (
    <Login>
      <Typography variant="h6" align="center" sx={{ px: 2, pb: 2 }}>
        {translate('pages.login.title')}
      </Typography>
      <LoginForm />
      <Stack direction="row" spacing={1} sx={{ p: 2, pt: 0, '& > *': { flex: 1 } }}>
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Stack>
    </Login>
  );
};
