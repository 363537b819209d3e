import { Fragment, type MouseEvent } from 'react';
import { styled, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppRoute } from '../../core/generated/routes';
import { MenuIcon } from './MenuIcon';
import { SHELL_TEST_IDS } from '../testIds';
import { useMenu } from './useMenu';

/** Picks out the side menu in browser tests (the tags view's tests import it from here). */
export const SIDE_MENU_TEST_ID = SHELL_TEST_IDS.sideMenu;

interface SideMenuProps {
  /** An icon rail: icons only, each page's name in a tooltip. */
  rail: boolean;
}

/**
 * Plain links under one style rule (issue 13): as MUI list items (a ButtonBase, an icon box, a
 * Typography and an `sx` each), ROOT's ~50 entries cost ~170 ms of the first screen's main thread.
 * The look is that of MUI's dense list.
 */
const Nav = styled('nav')(({ theme }) => ({
  padding: theme.spacing(1, 0),
  '& .SideMenu-link': {
    ...theme.typography.body2,
    display: 'flex',
    alignItems: 'center',
    minHeight: 40,
    padding: theme.spacing(0.5, 2),
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
    '&[aria-current="page"]': {
      backgroundColor: theme.shell.sidebar.activeBackground,
      color: theme.shell.sidebar.activeText,
    },
  },
  '& .SideMenu-icon': { display: 'inline-flex', flexShrink: 0, minWidth: 40 },
  '& .SideMenu-text': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .SideMenu-heading': {
    ...theme.typography.body2,
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: '32px',
    marginTop: theme.spacing(1),
    padding: theme.spacing(0, 2),
    color: theme.shell.sidebar.muted,
  },
  '& .SideMenu-divider': {
    margin: theme.spacing(0.5, 0),
    border: 0,
    borderTop: `1px solid ${theme.shell.sidebar.border}`,
  },
  '&.SideMenu-rail .SideMenu-link': { padding: theme.spacing(0.5, 2.5) },
  '&.SideMenu-rail .SideMenu-icon': { minWidth: 0 },
}));

/** A click the browser would open in this tab: the router takes it instead of a page load. */
const opensInPlace = (event: MouseEvent) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/** The vertical menu: pages grouped under their section's heading, or an icon rail. */
export const SideMenu = ({ rail }: SideMenuProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { entries, isCurrent, label } = useMenu();

  // One handler for every link, as react-router's <Link> would do for each.
  const follow = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || !opensInPlace(event)) return;
    event.preventDefault();
    navigate(link.getAttribute('href')!);
  };

  const link = (route: AppRoute) => {
    const text = label(route);
    const anchor = (
      <a
        key={route.path}
        className="SideMenu-link"
        href={route.path}
        aria-current={isCurrent(route.path) ? 'page' : undefined}
      >
        <span className="SideMenu-icon">
          <MenuIcon name={route.icon} />
        </span>
        {!rail && <span className="SideMenu-text">{text}</span>}
      </a>
    );
    // The tooltip also names the link for screen readers when only its icon shows.
    return rail ? (
      <Tooltip key={route.path} title={text} placement="right">
        {anchor}
      </Tooltip>
    ) : (
      anchor
    );
  };

  return (
    <Nav
      aria-label={translate('shell.menu.label')}
      data-testid={SIDE_MENU_TEST_ID}
      className={rail ? 'SideMenu-rail' : undefined}
      onClick={follow}
    >
      {entries.map((entry) =>
        entry.kind === 'page' ? (
          link(entry.route)
        ) : (
          <Fragment key={entry.section.name}>
            {rail ? (
              <hr className="SideMenu-divider" />
            ) : (
              <div className="SideMenu-heading">{translate(entry.section.titleKey)}</div>
            )}
            {entry.pages.map(link)}
          </Fragment>
        ),
      )}
    </Nav>
  );
};
