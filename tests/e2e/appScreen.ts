import type { Page } from 'playwright-core';
import { uz } from '../../src/core/i18n/app/uz';
import { SHELL_TEST_IDS } from '../../src/layout/testIds';

/** What the user reads on the 403 and 404 pages (the app opens in Uzbek). */
export const FORBIDDEN_TEXT = uz.pages.forbidden.text;
export const NOT_FOUND_TEXT = uz.pages.notFound.text;

/** The side menu: the sidebar's, or the drawer's on a narrow screen. */
export const MENU = `[data-testid="${SHELL_TEST_IDS.sideMenu}"]`;

/** The root once the app is live in it (a page the server drew is inert until then). */
const LIVE_ROOT = '#root:not([inert])';

/** The hrefs of the menu entries the user can see in the live app, sorted. */
export async function readMenu(page: Page): Promise<string[]> {
  await page.locator(LIVE_ROOT).waitFor({ state: 'attached' });
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

/** The texts of the 403 and 404 pages in the language the app shows. */
export interface ScreenTexts {
  forbidden: string;
  notFound: string;
}
const UZ_SCREEN_TEXTS: ScreenTexts = { forbidden: FORBIDDEN_TEXT, notFound: NOT_FOUND_TEXT };

/** What a route shows; 'unsettled' when it never stops loading (20 s). */
export type Screen = 'page' | 'forbidden' | 'notFound' | 'unsettled';

/** The text of the main content, under the app bar and beside the menu. */
export const mainText = (page: Page): Promise<string> =>
  page.evaluate(() => document.querySelector<HTMLElement>('#main-content')?.innerText.trim() ?? '');

/**
 * Waits until the route has settled and says what it shows: the app live, the main content drawn (and no
 * longer `replaced`, the text of the screen the navigation left: the router keeps the old screen
 * up while the new one's code loads), no progress bar, at the same path, for three polls in a row.
 */
export async function settledScreen(
  page: Page,
  replaced?: string,
  texts: ScreenTexts = UZ_SCREEN_TEXTS,
): Promise<Screen> {
  const reading = () =>
    page.evaluate(
      ([forbidden, notFound, old]) => {
        // A page the server drew takes no click until the app is live in it.
        const busy =
          document.querySelector('#root[inert]') !== null ||
          [...document.querySelectorAll('[role="progressbar"]')].some((bar) =>
            (bar as HTMLElement).checkVisibility(),
          );
        const main = document.querySelector<HTMLElement>('#main-content')?.innerText.trim() ?? '';
        const text = document.body.innerText;
        const screen =
          busy || main === old
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
      [texts.forbidden, texts.notFound, replaced] as const,
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
 * visits. It starts from the 404 page, so that nothing on screen afterwards (a 403 page looks the
 * same for every route) is mistaken for this route's; returns that page's text for
 * `settledScreen`.
 */
export async function openInApp(
  page: Page,
  path: string,
  notFoundText = NOT_FOUND_TEXT,
): Promise<string> {
  await changeLocation(page, '/404');
  await page.getByText(notFoundText).waitFor();
  const left = await mainText(page);
  await changeLocation(page, path);
  return left;
}

async function changeLocation(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
