import { useState } from 'react';

/**
 * Whether a dialog or menu is drawn: from the first time it opens on, so that closing it still
 * plays its transition. Closed, MUI's Modal draws nothing yet runs its hooks; a list's rows hold
 * one such dialog each, drawn on the server and taken over by the browser for nothing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // React's way of state derived from a prop: set during the render, drawn again at once.
  if (open && !opened) setOpened(true);
  return open || opened;
}
