import { Drawer } from '@mui/material';
import { Logo } from '../brand/Logo';
import { SideMenu } from '../menu/SideMenu';
import { SIDEBAR_WIDTH } from '../shellGeometry';
import { sidebarColours } from './Sidebar';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  logo: boolean;
}

/** The menu on narrow screens: a drawer over the page (the layout closes it on navigation). */
export default function MenuDrawer({ open, onClose, logo }: MenuDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: [sidebarColours, { width: SIDEBAR_WIDTH }] } }}
    >
      {logo && <Logo />}
      <SideMenu rail={false} />
    </Drawer>
  );
}
