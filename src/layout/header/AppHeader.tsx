import { lazy, memo, Suspense } from 'react';
import { AppBar, Box, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { useTranslate } from 'react-admin';
import { Logo } from '../brand/Logo';
import { NotificationsBell } from '../notifications';
import { SearchMenuButton } from '../search';
import type { LayoutSettings } from '../settings/layoutSettings';
import { HEADER_HEIGHT } from '../shellGeometry';
import { SHELL_TEST_IDS } from '../testIds';
import { AppUserMenu } from './AppUserMenu';
import { FullscreenButton } from './FullscreenButton';
import { HeaderIconButton } from './HeaderIconButton';
import { LanguageMenu } from './LanguageMenu';
import { PageHeading } from './PageHeading';
import { SettingsButton } from './SettingsButton';
import { ThemeMenu } from './ThemeMenu';

// Only the `top` layout has it: the other layouts do not load its code (MUI's Tabs).
const TopMenu = lazy(() => import('../menu/TopMenu'));

export interface AppHeaderProps {
  settings: LayoutSettings;
  /** What the header holds on its left: a sidebar toggle, the logo, the top menu. */
  variant: 'beside-sidebar' | 'above-sidebar' | 'top-menu' | 'narrow';
  /** The sidebar is expanded (desktop) or the drawer open (narrow screens). */
  menuOpen: boolean;
  onToggleMenu: () => void;
  onEnlarge: () => void;
  /** Enlarged content: the header is hidden but stays mounted (it holds the title portal). */
  hidden: boolean;
}

/**
 * The header: menu toggle, logo, where the user is, then the tools and the user menu. Drawn again
 * only when its props change (see AppLayout).
 */
export const AppHeader = memo(function AppHeader({
  settings,
  variant,
  menuOpen,
  onToggleMenu,
  onEnlarge,
  hidden,
}: AppHeaderProps) {
  const translate = useTranslate();
  const narrow = variant === 'narrow';
  const toggleLabel = narrow
    ? 'shell.menu.open'
    : menuOpen
      ? 'shell.menu.collapse'
      : 'shell.menu.expand';
  return (
    <AppBar
      component="header"
      position={settings.fixedHeader ? 'sticky' : 'static'}
      elevation={0}
      sx={{
        gridArea: 'head',
        display: hidden ? 'none' : 'block',
        bgcolor: (theme) => theme.shell.header.background,
        color: (theme) => theme.shell.header.text,
        borderBottom: (theme) => `1px solid ${theme.shell.header.border}`,
        backgroundImage: 'none',
      }}
    >
      <Toolbar disableGutters sx={{ minHeight: `${HEADER_HEIGHT}px !important`, px: 1, gap: 0.5 }}>
        {settings.logo && (variant === 'above-sidebar' || variant === 'top-menu') && <Logo />}
        {variant !== 'top-menu' && (
          <HeaderIconButton
            label={translate(toggleLabel)}
            icon={menuOpen && !narrow ? <MenuOpenIcon /> : <MenuIcon />}
            expanded={menuOpen}
            onClick={onToggleMenu}
          />
        )}
        {variant === 'top-menu' ? (
          <Suspense fallback={<Box sx={{ flex: 1 }} />}>
            <TopMenu />
          </Suspense>
        ) : (
          <PageHeading />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, ml: 'auto' }}>
          {settings.searchMenu && (
            <Box data-testid={SHELL_TEST_IDS.search} sx={{ display: 'contents' }}>
              <SearchMenuButton />
            </Box>
          )}
          {settings.notifications && (
            <Box data-testid={SHELL_TEST_IDS.notifications} sx={{ display: 'contents' }}>
              <NotificationsBell />
            </Box>
          )}
          {settings.fullscreen && <FullscreenButton />}
          {!narrow && (
            <HeaderIconButton
              label={translate('shell.header.enlarge')}
              icon={<OpenInFullIcon />}
              onClick={onEnlarge}
            />
          )}
          <LanguageMenu />
          {settings.themeSwitch && <ThemeMenu />}
          <SettingsButton />
          <AppUserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
});
