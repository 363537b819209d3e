/** `data-testid`s of the shell's parts that browser tests look for (no other meaning). */
export const SHELL_TEST_IDS = {
  /** The side menu: the sidebar's, or the drawer's on a narrow screen. */
  sideMenu: 'side-menu',
  tagsStrip: 'tags-strip',
  /** The header's slots for the search menu and the notifications bell. */
  search: 'header-search',
  notifications: 'header-notifications',
} as const;
