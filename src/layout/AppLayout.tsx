import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import { SkipNavigationButton, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { currentRoute } from '../routing/currentRoute';
import { takenOver, takeOverLater } from '../servedPage/hydration';
import { LocalizedMuiTexts } from '../theme/LocalizedMuiTexts';
import { ContentErrorBoundary } from './ContentErrorBoundary';
import { ExitEnlargeButton } from './display/ExitEnlargeButton';
import { useDisplayFilters } from './display/useDisplayFilters';
import { useDocumentLanguage } from './display/useDocumentLanguage';
import { Watermark } from './display/Watermark';
import { Footer } from './Footer';
import { AppHeader, type AppHeaderProps } from './header/AppHeader';
import { PageHeading } from './header/PageHeading';
import { DocumentTitle } from '../pageTitle/PageTitle';
import { useLayoutSettings } from './settings/useLayoutSettings';
import { NARROW_SCREEN } from './shellGeometry';
import { Sidebar } from './sidebar/Sidebar';
import { CachedOutlet } from './tags';
import { TagsStrip } from './TagsStrip';
import { SuspenseProgress, TopProgressBar } from '../pageLoading/TopProgressBar';

// Narrow screens only: wide ones never load it.
const MenuDrawer = lazy(() => import('./sidebar/MenuDrawer'));

/** The document title follows the page: `<app title> - <page title>`. */
const RouteDocumentTitle = () => {
  const { pathname } = useLocation();
  return <DocumentTitle titleKey={currentRoute(pathname)?.titleKey} />;
};

/**
 * react-admin's layout grows as wide as its widest table, pushing the list's buttons off screen;
 * keep it to the viewport and let wide tables scroll inside their card instead.
 */
const FIT_VIEWPORT = {
  minWidth: 0,
  '& .RaList-main, & .RaList-content': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;

/** Where the header and the sidebar go: CSS grid areas per layout. */
const GRID_AREAS: Record<AppHeaderProps['variant'], string> = {
  'beside-sidebar': '"side head" "side main"',
  'above-sidebar': '"head head" "side main"',
  'top-menu': '"head" "main"',
  narrow: '"head" "main"',
};

/** The page area: React takes the server's drawing of it over after the layout around it. */
const PAGE_AREA = 'page area';
const PageAreaTakenOver = () => {
  useEffect(() => takenOver(PAGE_AREA), []);
  return null;
};

/**
 * The shell (the `layout` of <Admin>), built on MUI: layouts `left` (sidebar beside the header,
 * collapsing to an icon rail), `top` (menu in the header) and `left-top` (header across, sidebar
 * below); under 992 px always the menu as a drawer. The page keeps its place in the tree whatever
 * the layout, so switching layouts never reloads it.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  takeOverLater(PAGE_AREA);
  const [settings] = useLayoutSettings();
  const narrow = useMediaQuery(NARROW_SCREEN, { noSsr: true });
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  // The drawer is open at the location it was opened at: navigating closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string>();
  const [enlarged, setEnlarged] = useState(false);
  const { pathname } = useLocation();
  const drawerOpen = narrow && drawerOpenAt === pathname;
  const setDrawerOpen = useCallback(
    (open: boolean) => setDrawerOpenAt(open ? pathname : undefined),
    [pathname],
  );
  // Stable, so that the memoized header is not drawn again: react-admin renders the layout anew
  // at each step of its start-up (three times before the list's first request, issue 13).
  const toggleMenu = useCallback(
    () => (narrow ? setDrawerOpen(!drawerOpen) : setSidebarOpen(!sidebarOpen)),
    [narrow, drawerOpen, setDrawerOpen, sidebarOpen, setSidebarOpen],
  );
  const enlarge = useCallback(() => setEnlarged(true), []);
  useDisplayFilters(settings);
  useDocumentLanguage();

  useEffect(() => {
    if (!enlarged) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setEnlarged(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enlarged]);

  const variant: AppHeaderProps['variant'] = narrow
    ? 'narrow'
    : settings.layout === 'top'
      ? 'top-menu'
      : settings.layout === 'left-top'
        ? 'above-sidebar'
        : 'beside-sidebar';
  const withSidebar = !enlarged && (variant === 'beside-sidebar' || variant === 'above-sidebar');

  return (
    <LocalizedMuiTexts>
      <Box
        sx={{
          ...FIT_VIEWPORT,
          display: 'grid',
          gridTemplateAreas: GRID_AREAS[enlarged ? 'narrow' : variant],
          gridTemplateColumns: withSidebar ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)',
          gridTemplateRows: 'auto 1fr',
          minHeight: '100vh',
          bgcolor: 'background.default',
        }}
      >
        <SkipNavigationButton />
        <TopProgressBar />
        <RouteDocumentTitle />
        <AppHeader
          settings={settings}
          variant={variant}
          menuOpen={narrow ? drawerOpen : sidebarOpen}
          onToggleMenu={toggleMenu}
          onEnlarge={enlarge}
          hidden={enlarged}
        />
        {withSidebar && (
          <Sidebar
            open={sidebarOpen}
            logo={settings.logo && variant === 'beside-sidebar'}
            belowHeader={variant === 'above-sidebar'}
            fixedHeader={settings.fixedHeader}
          />
        )}
        {narrow && (
          <Suspense fallback={null}>
            <MenuDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              logo={settings.logo}
            />
          </Suspense>
        )}
        <Box sx={{ gridArea: 'main', display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          {settings.tagsView && <TagsStrip sticky={settings.fixedHeader} headerShown={!enlarged} />}
          {variant === 'top-menu' && (
            <Box sx={{ display: 'flex', px: 2, pt: 1.5, typography: 'body2' }}>
              <PageHeading />
            </Box>
          )}
          <Box
            component="main"
            id="main-content"
            sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, px: 1 }}
          >
            <ContentErrorBoundary resetKey={pathname}>
              <Suspense fallback={<SuspenseProgress />}>
                <CachedOutlet>{children}</CachedOutlet>
                <PageAreaTakenOver />
              </Suspense>
            </ContentErrorBoundary>
          </Box>
          {settings.footer && <Footer />}
        </Box>
        {enlarged && <ExitEnlargeButton onClick={() => setEnlarged(false)} />}
        {settings.watermark && <Watermark />}
      </Box>
    </LocalizedMuiTexts>
  );
};
