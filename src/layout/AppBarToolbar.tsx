import { LocalesMenuButton, ToggleThemeButton } from 'react-admin';

/** The app bar's buttons; loading shows as the top progress bar, not as a spinner here. */
export const AppBarToolbar = () => (
  <>
    <LocalesMenuButton />
    <ToggleThemeButton />
  </>
);
