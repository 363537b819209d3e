import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { appRoutes } from '../../core/generated/routes';
import { canAccessRoute } from '../../core/rules/access';
import { MenuIcon } from '../menu/MenuIcon';
import { useRole } from '../../permissions/useRole';

/** The user's own pages, offered in the user menu when the role may open them. */
const OWN_PAGES = appRoutes.filter((route) =>
  ['/system/profile', '/system/updatePassword'].includes(route.path),
);

const OwnPages = () => {
  const translate = useTranslate();
  const role = useRole();
  const { onClose } = useUserMenu() ?? {};
  return OWN_PAGES.filter((route) => canAccessRoute(role, route.path)).map((route) => (
    <MenuItem key={route.path} component={Link} to={route.path} onClick={onClose}>
      <ListItemIcon>
        <MenuIcon name={route.icon} />
      </ListItemIcon>
      <ListItemText>{translate(route.titleKey)}</ListItemText>
    </MenuItem>
  ));
};

/** react-admin's user menu (the user's name, then profile, password and logout). */
export const AppUserMenu = () => (
  <UserMenu>
    <OwnPages />
    <Logout />
  </UserMenu>
);
