import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The page scrolls with the window, which all tabs share: remember each kept-alive tab's scroll
 * position while it is on screen and put it back when the tab returns. `pane` names one mount of
 * a tab (path and refresh count), so a refreshed page starts at the top.
 */
export function useTabScroll(pane: string | undefined): void {
  const positions = useRef(new Map<string, number>());
  const onScreen = useRef<string | undefined>(undefined);

  useEffect(() => {
    const remember = () => {
      if (onScreen.current !== undefined) positions.current.set(onScreen.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Before paint, so the returning page does not flash at the old tab's position.
  useLayoutEffect(() => {
    onScreen.current = pane;
    if (pane !== undefined) window.scrollTo(0, positions.current.get(pane) ?? 0);
  }, [pane]);
}
