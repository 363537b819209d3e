import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { useTranslate } from 'react-admin';
import { THEME_NAMES, useThemeName } from '../../theme/themeName';
import { HeaderMenuButton } from './HeaderMenuButton';

/** normal, dark, blue; the choice is kept (`<admin>-theme-name`) and outlives a logout. */
export const ThemeMenu = () => {
  const translate = useTranslate();
  const [themeName, setThemeName] = useThemeName();
  return (
    <HeaderMenuButton
      label={translate('shell.header.theme')}
      icon={<PaletteOutlinedIcon />}
      options={THEME_NAMES.map((name) => ({
        value: name,
        label: translate(`shell.themes.${name}`),
      }))}
      value={themeName}
      onChange={setThemeName}
    />
  );
};
