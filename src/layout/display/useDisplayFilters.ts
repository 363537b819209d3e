import { useEffect } from 'react';

/**
 * Grey mode and colour-weakness mode (SPEC 2) as CSS filters on the root element, composed so
 * both can be on at once (the template's two classes overrode each other). Filters on the root
 * element keep fixed-position parts (header, dialogs) where they are.
 */
export function displayFilter(greyMode: boolean, colourWeakness: boolean): string {
  return [greyMode && 'grayscale(1)', colourWeakness && 'invert(0.8)']
    .filter((filter) => filter !== false)
    .join(' ');
}

export function useDisplayFilters({
  greyMode,
  colourWeakness,
}: {
  greyMode: boolean;
  colourWeakness: boolean;
}): void {
  useEffect(() => {
    const root = document.documentElement;
    root.style.filter = displayFilter(greyMode, colourWeakness);
    return () => {
      root.style.filter = '';
    };
  }, [greyMode, colourWeakness]);
}
