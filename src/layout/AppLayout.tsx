import type { ReactNode } from 'react';
import { AppBar, Layout, type AppBarProps } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { currentRoute } from '../app/routing/currentRoute';
import { AppBarToolbar } from './AppBarToolbar';
import { AppMenu } from './AppMenu';
import { DocumentTitle } from './PageTitle';
import { TopProgressBar } from './TopProgressBar';

const BarakaAppBar = (props: AppBarProps) => <AppBar {...props} toolbar={<AppBarToolbar />} />;

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
  '& .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AppMenu} appBar={BarakaAppBar} sx={FIT_VIEWPORT}>
    <TopProgressBar />
    <RouteDocumentTitle />
    {children}
  </Layout>
);
