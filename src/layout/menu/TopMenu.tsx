import { useState, type MouseEvent } from 'react';
import { Box, ListItemIcon, ListItemText, Menu, MenuItem, Tab, Tabs } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useOpenedOnce } from '../../dialog/useOpenedOnce';
import type { AppSection } from '../../core/generated/routes';
import { MenuIcon } from './MenuIcon';
import { HEADER_HEIGHT } from '../shellGeometry';
import type { MenuEntry } from './menuEntries';
import { useMenu } from './useMenu';

const entryKey = (entry: MenuEntry) =>
  entry.kind === 'page' ? entry.route.path : entry.section.name;

const TAB_SX = { minHeight: HEADER_HEIGHT, minWidth: 0, px: 1.5, textTransform: 'none' } as const;

/**
 * The horizontal menu of the `top` layout: pages outside a section as links, each section a
 * dropdown of its pages. It scrolls sideways, with arrows, when the header is too narrow.
 */
export default function TopMenu() {
  const translate = useTranslate();
  const { entries, isCurrent, label } = useMenu();
  const [open, setOpen] = useState<{ section: AppSection; anchor: HTMLElement }>();
  const drawn = useOpenedOnce(open !== undefined);
  const current = entries.find((entry) =>
    entry.kind === 'page'
      ? isCurrent(entry.route.path)
      : entry.pages.some((page) => isCurrent(page.path)),
  );
  const pages = entries.find(
    (entry) => entry.kind === 'section' && entry.section === open?.section,
  );

  return (
    <>
      <Box component="nav" aria-label={translate('shell.menu.label')} sx={{ flex: 1, minWidth: 0 }}>
        <Tabs
          value={current === undefined ? false : entryKey(current)}
          variant="scrollable"
          scrollButtons="auto"
          textColor="inherit"
          slotProps={{ indicator: { sx: { bgcolor: 'currentColor' } } }}
          sx={{ minHeight: HEADER_HEIGHT }}
        >
          {entries.map((entry) =>
            entry.kind === 'page' ? (
              <Tab
                key={entryKey(entry)}
                value={entryKey(entry)}
                component={Link}
                to={entry.route.path}
                label={label(entry.route)}
                icon={<MenuIcon name={entry.route.icon} />}
                iconPosition="start"
                sx={TAB_SX}
              />
            ) : (
              <Tab
                key={entryKey(entry)}
                value={entryKey(entry)}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                    {translate(entry.section.titleKey)}
                    <ExpandMoreIcon fontSize="small" />
                  </Box>
                }
                icon={<MenuIcon name={entry.section.icon} />}
                iconPosition="start"
                aria-haspopup="menu"
                aria-expanded={open?.section === entry.section}
                onClick={(event: MouseEvent<HTMLElement>) =>
                  setOpen({ section: entry.section, anchor: event.currentTarget })
                }
                sx={TAB_SX}
              />
            ),
          )}
        </Tabs>
      </Box>
      {drawn && (
        <Menu
          anchorEl={open?.anchor}
          open={open !== undefined}
          onClose={() => setOpen(undefined)}
          slotProps={{ list: { dense: true } }}
        >
          {pages?.kind === 'section' &&
            pages.pages.map((route) => (
              <MenuItem
                key={route.path}
                component={Link}
                to={route.path}
                selected={isCurrent(route.path)}
                onClick={() => setOpen(undefined)}
              >
                <ListItemIcon>
                  <MenuIcon name={route.icon} />
                </ListItemIcon>
                <ListItemText>{label(route)}</ListItemText>
              </MenuItem>
            ))}
        </Menu>
      )}
    </>
  );
}
