import { Fragment } from 'react';
import {
  Box,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppRoute } from '../../generated/routes';
import { SHELL_TEST_IDS } from '../testIds';
import { useMenu } from './useMenu';

/** Picks out the side menu in browser tests (the tags view's tests import it from here). */
export const SIDE_MENU_TEST_ID = SHELL_TEST_IDS.sideMenu;

interface SideMenuProps {
  /** An icon rail: icons only, each page's name in a tooltip. */
  rail: boolean;
}

/** The vertical menu: pages grouped under their section's heading, or an icon rail. */
export const SideMenu = ({ rail }: SideMenuProps) => {
  const translate = useTranslate();
  const { entries, isCurrent, label } = useMenu();

  const link = (route: AppRoute) => {
    const current = isCurrent(route.path);
    const text = label(route);
    const button = (
      <ListItemButton
        component={Link}
        to={route.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={{
          minHeight: 40,
          px: rail ? 2.5 : 2,
          color: 'inherit',
          '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: (theme) => theme.shell.sidebar.activeBackground,
            color: (theme) => theme.shell.sidebar.activeText,
          },
        }}
      >
        <ListItemIcon sx={{ minWidth: rail ? 0 : 40, color: 'inherit' }}>
          <route.icon />
        </ListItemIcon>
        {!rail && <ListItemText primary={text} slotProps={{ primary: { noWrap: true } }} />}
      </ListItemButton>
    );
    // The tooltip also names the link for screen readers when only its icon shows.
    return rail ? (
      <Tooltip key={route.path} title={text} placement="right">
        {button}
      </Tooltip>
    ) : (
      <Fragment key={route.path}>{button}</Fragment>
    );
  };

  return (
    <Box component="nav" aria-label={translate('shell.menu.label')} data-testid={SIDE_MENU_TEST_ID}>
      <List dense disablePadding sx={{ py: 1 }}>
        {entries.map((entry) =>
          entry.kind === 'page' ? (
            link(entry.route)
          ) : (
            <Fragment key={entry.section.name}>
              {rail ? (
                <Divider sx={{ my: 0.5, borderColor: (theme) => theme.shell.sidebar.border }} />
              ) : (
                <ListSubheader
                  disableSticky
                  sx={{
                    lineHeight: '32px',
                    mt: 1,
                    bgcolor: 'transparent',
                    color: (theme) => theme.shell.sidebar.muted,
                  }}
                >
                  {translate(entry.section.titleKey)}
                </ListSubheader>
              )}
              {entry.pages.map(link)}
            </Fragment>
          ),
        )}
      </List>
    </Box>
  );
};
