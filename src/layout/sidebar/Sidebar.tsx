import { memo } from 'react';
import { Box, type Theme } from '@mui/material';
import { Logo } from '../brand/Logo';
import { SideMenu } from '../menu/SideMenu';
import { HEADER_HEIGHT, RAIL_WIDTH, SIDEBAR_WIDTH } from '../shellGeometry';

/** The sidebar's colours in the theme, shared with the narrow screens' drawer. */
export const sidebarColours = (theme: Theme) => ({
  bgcolor: theme.shell.sidebar.background,
  color: theme.shell.sidebar.text,
  borderRight: `1px solid ${theme.shell.sidebar.border}`,
});

interface SidebarProps {
  /** Full width, or an icon rail. */
  open: boolean;
  logo: boolean;
  /** Below the header (`left-top`) rather than beside it (`left`). */
  belowHeader: boolean;
  /** The header stays on screen: the sidebar sticks below it. */
  fixedHeader: boolean;
}

/**
 * The sidebar of the `left` and `left-top` layouts: it stays in view while the page scrolls. Drawn
 * again only when its props change (see AppLayout).
 */
export const Sidebar = memo(function Sidebar({
  open,
  logo,
  belowHeader,
  fixedHeader,
}: SidebarProps) {
  return (
    <Box
      component="aside"
      sx={[
        sidebarColours,
        {
          gridArea: 'side',
          alignSelf: 'start',
          position: 'sticky',
          top: belowHeader && fixedHeader ? HEADER_HEIGHT : 0,
          height: belowHeader ? `calc(100vh - ${HEADER_HEIGHT}px)` : '100vh',
          width: open ? SIDEBAR_WIDTH : RAIL_WIDTH,
          transition: (theme) => theme.transitions.create('width'),
          overflowX: 'hidden',
          overflowY: 'auto',
          zIndex: (theme) => theme.zIndex.appBar - 1,
        },
      ]}
    >
      {logo && <Logo markOnly={!open} />}
      <SideMenu rail={!open} />
    </Box>
  );
});
