import { Box, Typography } from '@mui/material';
import { Login, useTranslate } from 'react-admin';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LoginForm } from './LoginForm';

/**
 * The `loginPage` of <Admin>. react-admin's <Login> frame sends a user who already has a
 * session on to the home page (SPEC 2: with a token, /login redirects to /).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <Typography variant="h6" align="center" sx={{ px: 2, pb: 2 }}>
        {translate('pages.login.title')}
      </Typography>
      <LoginForm />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, pt: 0 }}>
        <LanguageSwitcher />
      </Box>
    </Login>
  );
};
