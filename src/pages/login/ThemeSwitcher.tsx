import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { THEME_NAMES, useThemeName, type ThemeName } from '../../theme/themeName';

/** Lets the user pick the theme before signing in; the header's theme menu keeps the same choice. */
export const ThemeSwitcher = () => {
  const translate = useTranslate();
  const [themeName, setThemeName] = useThemeName();
  return (
    <TextField
      select
      size="small"
      label={translate('shell.header.theme')}
      value={themeName}
      onChange={(event) => setThemeName(event.target.value as ThemeName)}
    >
      {THEME_NAMES.map((name) => (
        <MenuItem key={name} value={name}>
          {translate(`shell.themes.${name}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
