import type { Locator } from 'playwright-core';

/**
 * The point a user aims at for a bar's category: the middle of its column in the plot, on the
 * bar's line (a bar of a few cents or of today's first parcel is too short to hit itself).
 */
export async function categoryPoint(bar: Locator): Promise<{ x: number; y: number }> {
  // Off the screen a point is no element's: a chart may be below the fold.
  await bar.scrollIntoViewIfNeeded();
  const grid = bar.locator(
    'xpath=ancestor::*[contains(@class, "recharts-wrapper")]//*[@class="recharts-cartesian-grid"]',
  );
  const [column, plot] = await Promise.all([bar.boundingBox(), grid.boundingBox()]);
  if (!column || !plot) throw new Error('the bar or its chart is not on the screen');
  return { x: column.x + column.width / 2, y: plot.y + plot.height / 2 };
}
