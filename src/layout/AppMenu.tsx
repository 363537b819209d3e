import { Fragment } from 'react';
import { ListSubheader } from '@mui/material';
import { Menu, MenuItemLinkClasses, usePermissions, useTranslate } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { appRoutes, appSections, type AppRoute, type AppSection } from '../generated/routes';
import { canAccessRoute } from '../registry/access';

type MenuEntry = { order: number; section: AppSection } | { order: number; route: AppRoute };

/**
 * The menu follows the role (SPEC 2, 6): a page appears only when the role may open it, and a
 * section only when one of its pages does. A hidden page highlights the entry it belongs to.
 */
export const AppMenu = () => {
  const { permissions: role } = usePermissions<string>();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const visible = (route: AppRoute) => !route.hidden && canAccessRoute(role, route.path);
  const highlighted = appRoutes.find(
    (route) => route.activeMenu && matchPath(route.path, pathname),
  )?.activeMenu;
  const item = (route: AppRoute) => (
    <Menu.Item
      key={route.path}
      to={route.path}
      primaryText={translate(route.titleKey, { smart_count: 2 })}
      leftIcon={<route.icon />}
      className={highlighted === route.path ? MenuItemLinkClasses.active : undefined}
    />
  );
  const entries: MenuEntry[] = [
    ...appSections.map((section) => ({ order: section.order, section })),
    ...appRoutes
      .filter((r) => r.section === undefined)
      .map((route) => ({ order: route.order, route })),
  ].sort((a, b) => a.order - b.order);
  return (
    <Menu>
      {entries.map((entry) => {
        if ('route' in entry) return visible(entry.route) ? item(entry.route) : null;
        const pages = appRoutes.filter((r) => r.section === entry.section.name && visible(r));
        if (pages.length === 0) return null;
        return (
          <Fragment key={entry.section.name}>
            <ListSubheader sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
              {translate(entry.section.titleKey)}
            </ListSubheader>
            {pages.map(item)}
          </Fragment>
        );
      })}
    </Menu>
  );
};
