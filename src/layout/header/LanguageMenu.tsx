import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES, LANGUAGE_NAMES, resolveLanguage } from '../../core/i18n/languages';
import { HeaderMenuButton } from './HeaderMenuButton';

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/** uz, en, cn: each named in itself; the choice is kept (`<admin>-language`). */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <HeaderMenuButton
      label={translate('shell.header.language')}
      icon={<TranslateIcon />}
      options={OPTIONS}
      value={resolveLanguage(locale)}
      onChange={setLocale}
    />
  );
};
