import type { Page } from 'playwright-core';
import { uz } from '../../src/i18n/app/uz';

/** What the user reads on the 403 and 404 pages (the app opens in Uzbek). */
export const FORBIDDEN_TEXT = uz.pages.forbidden.text;
export const NOT_FOUND_TEXT = uz.pages.notFound.text;

/** The left sidebar's menu. */
const MENU = '.RaSidebar-fixed';

/** The hrefs of the menu entries the user can see, sorted. */
export async function readMenu(page: Page): Promise<string[]> {
  await page.locator(`${MENU} a[href]`).first().waitFor();
  const hrefs = await page
    .locator(`${MENU} a[href]`)
    .evaluateAll((links) =>
      links
        .filter((link) => (link as HTMLElement).checkVisibility({ visibilityProperty: true }))
        .map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  return hrefs.sort();
}

/** What a route shows; 'unsettled' when it never stops loading (20 s). */
export type Screen = 'page' | 'forbidden' | 'notFound' | 'unsettled';

/**
 * Waits until the route has settled (the main content, the 403 or the 404 page drawn, no progress
 * bar, at the same path, for three polls in a row) and says what it shows.
 */
export async function settledScreen(page: Page): Promise<Screen> {
  const reading = () =>
    page.evaluate(
      ([forbidden, notFound]) => {
        const busy = [...document.querySelectorAll('[role="progressbar"]')].some((bar) =>
          (bar as HTMLElement).checkVisibility(),
        );
        const text = document.body.innerText;
        const main = document.querySelector<HTMLElement>('#main-content')?.innerText.trim() ?? '';
        const screen = busy
          ? undefined
          : text.includes(forbidden)
            ? ('forbidden' as const)
            : text.includes(notFound)
              ? ('notFound' as const)
              : main === ''
                ? undefined
                : ('page' as const);
        return { screen, at: location.pathname };
      },
      [FORBIDDEN_TEXT, NOT_FOUND_TEXT] as const,
    );
  const deadline = Date.now() + 20_000;
  let last = '';
  let same = 0;
  for (;;) {
    if (Date.now() > deadline) return 'unsettled';
    const { screen, at } = await reading();
    const now = screen === undefined ? '' : `${screen} ${at}`;
    same = now !== '' && now === last ? same + 1 : 0;
    last = now;
    if (same === 2) return screen!;
    await page.waitForTimeout(100);
  }
}

/** Whether the 403 page appears within `timeout` ms. */
export async function forbiddenShown(page: Page, timeout = 10_000): Promise<boolean> {
  try {
    await page.getByText(FORBIDDEN_TEXT).waitFor({ timeout });
    return true;
  } catch {
    return false;
  }
}

/**
 * Goes to `path` as a typed-in URL goes once the app is loaded: through the app's router (it
 * reads the address on `popstate`), without reloading the bundle for every one of hundreds of
 * visits.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // From one 403 page to the next the text would not change: pass by the 404 page, so a 403
  // found afterwards is this route's, not the last one's still on screen.
  if ((await page.getByText(FORBIDDEN_TEXT).count()) > 0) {
    await changeLocation(page, '/404');
    await page.getByText(NOT_FOUND_TEXT).waitFor();
  }
  await changeLocation(page, path);
}

async function changeLocation(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    // A frame for the app to start drawing the new route.
    await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));
  }, path);
}
