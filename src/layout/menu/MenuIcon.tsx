import type { MenuIconName } from '../../core/generated/routes';
import { menuIcons } from '../generated/menuIcons';

/** A page's or section's menu icon, as the registry names it (schema/menu.yaml, pages.yaml). */
export const MenuIcon = ({ name }: { name: MenuIconName }) => {
  const Icon = menuIcons[name];
  return <Icon />;
};
