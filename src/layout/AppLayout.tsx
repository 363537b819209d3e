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

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AppMenu} appBar={BarakaAppBar}>
    <TopProgressBar />
    <RouteDocumentTitle />
    {children}
  </Layout>
);
