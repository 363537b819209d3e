import { MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES, LANGUAGE_NAMES, resolveLanguage } from '../../core/i18n/languages';

/** Lets the user pick the UI language before signing in. */
export const LanguageSwitcher = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      size="small"
      label={translate('language.label')}
      value={resolveLanguage(locale)}
      onChange={(event) => setLocale(event.target.value)}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language}>
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </TextField>
  );
};
