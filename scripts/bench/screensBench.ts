/**
 * In real Chromium, from the user's side: when the waybill list first takes input, and how long
 * moves inside the app take, ours against the plain react-admin peer (peer/) in the same runs,
 * turn about, fresh profiles (cold, then a warm second visit), as firstRowBench.ts does.
 *
 * "Takes input": from navigation start, a real click (or a click into the search box and a key)
 * is sent every INPUT_EVERY_MS at where the first row (the box) is drawn, until one works: the
 * figure is when its effect is painted (the record opened, the key shown in the box). Inputs
 * sent before the app listens do nothing, or are replayed; either way this says when input first
 * takes effect. Moves are timed from the real input's event to the new content painted.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { uz } from '../../src/core/i18n/app/uz';
import { TOKEN_COOKIE } from '../../src/core/servedPage/browserSession';
import { launchBrowser } from '../../tests/e2e/browser';
import { OTHER_SCREENS, PEER_LIST, untilDrawn, WAYBILL_LIST, type Screen } from './firstRowBench';
import { watchLoad } from './machine';
import { pointAndProbe, setProbe, type Effect, type Probe } from './screenProbes';
import {
  MOVES,
  spread,
  type ListInputFigures,
  type Move,
  type ScreensFigures,
  type Spread,
} from './screensTargets';

/** How often an input is sent until one works (a frame or so). */
const INPUT_EVERY_MS = 20;
const TIMEOUT_MS = 120_000;
/** After the app is running, before the moves: what it does right after start is not a move. */
const SETTLE_MS = 1000;

/** Where a list's controls are, in ours and in the peer. */
interface ListControls {
  screen: Screen;
  token?: string;
  baseUrl: string;
  /** A cell of the first row that opens it when clicked (not its checkbox). */
  rowCell: string;
  /** The first row's tracking number cell, and every row's. */
  trackingCell: string;
  trackingCells: string;
  searchBox: string;
  /** The pagination's "next page" arrow. */
  nextPage: string;
}

const rows = (screen: Screen) => `.RaList-main ${screen.ready}`;
const firstRow = (screen: Screen) => `${rows(screen)}:first-child`;
const NEXT_PAGE = '.MuiPagination-ul li:last-child button';
/** The list's own path and hash, which a record opened leaves. */
const listPlace = (screen: Screen) => {
  const url = new URL(screen.path, 'http://localhost');
  return url.pathname + url.hash;
};

function ourList(ours: { baseUrl: string; token: string }): ListControls {
  // The row's first cell is its checkbox; the second its tracking number.
  const cell = `${firstRow(WAYBILL_LIST)} td:nth-child(2)`;
  return {
    ...ours,
    screen: WAYBILL_LIST,
    rowCell: cell,
    trackingCell: cell,
    trackingCells: `${rows(WAYBILL_LIST)} td:nth-child(2)`,
    searchBox: 'textarea[name="trackingNumber"]',
    nextPage: NEXT_PAGE,
  };
}

function peerList(peer: { baseUrl: string }): ListControls {
  // Checkbox, id, tracking number.
  return {
    ...peer,
    screen: PEER_LIST,
    rowCell: `${firstRow(PEER_LIST)} td:nth-child(2)`,
    trackingCell: `${firstRow(PEER_LIST)} td:nth-child(3)`,
    trackingCells: `${rows(PEER_LIST)} td:nth-child(3)`,
    searchBox: 'input[name="q"]',
    nextPage: NEXT_PAGE,
  };
}

/** The header's search button: on every screen of ours, what a user may click first. */
const SEARCH_BUTTON = `header button[aria-label="${uz.search.shortcut}"]`;
const SEARCH_OPENED: Effect = { kind: 'shown', selector: '[role="dialog"]' };

const sleep = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds));

async function newContext(target: { baseUrl: string; token?: string }) {
  const browser = await launchBrowser();
  // tsx (npm run bench) compiles with esbuild's keepNames: the probes' inner functions arrive in
  // the page wrapped in its __name helper, which the page lacks. setProbe then threw right after
  // setting an empty probe, and no input ever counted as having worked (a timeout whatever the
  // page showed). The helper's no-op stands in for it in every page of the context.
  await browser.context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  if (target.token !== undefined)
    await browser.context.addCookies([
      { name: TOKEN_COOKIE, value: target.token, url: target.baseUrl },
    ]);
  return browser;
}

/** The probe, read between inputs; undefined while the page is between documents. */
async function poll(
  page: Page,
  selector: string,
): Promise<ReturnType<typeof pointAndProbe> | undefined> {
  try {
    return await page.evaluate(pointAndProbe, selector);
  } catch {
    return undefined;
  }
}

/**
 * Opens `url` on a new page and sends the input at `selector` every INPUT_EVERY_MS until `effect`
 * is painted: milliseconds from navigation start to then. `keys`: typed after each click.
 */
async function firstWorkingInput(
  context: BrowserContext,
  url: string,
  selector: string,
  effect: Effect,
  keys?: string,
): Promise<number> {
  const page = await context.newPage();
  try {
    await page.addInitScript(setProbe, effect);
    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + TIMEOUT_MS;
    for (;;) {
      const state = await poll(page, selector);
      const paintedAt = state?.probe?.paintedAt;
      if (paintedAt !== undefined) return paintedAt;
      if (Date.now() > deadline) {
        const text = await page.locator('body').innerText();
        throw new Error(
          `no input took effect at ${url} (${selector}, now at ${page.url()}); ` +
            `the page says: ${text.slice(0, 500)}`,
        );
      }
      if (state?.point) {
        await page.mouse.click(state.point.x, state.point.y);
        if (keys !== undefined) await page.keyboard.type(keys);
      }
      await sleep(INPUT_EVERY_MS);
    }
  } finally {
    await page.close();
  }
}

/** Sets the probe for `effect`, makes the input, and returns input → painted, in milliseconds. */
async function timedMove(page: Page, effect: Effect, input: () => Promise<void>): Promise<number> {
  await page.evaluate(setProbe, effect);
  await input();
  const handle = await page.waitForFunction(
    () => {
      const probe = window.__screenProbe;
      return probe?.paintedAt !== undefined && probe;
    },
    null,
    { timeout: TIMEOUT_MS },
  );
  const probe = (await handle.jsonValue()) as Probe;
  return (probe.paintedAt ?? NaN) - (probe.inputAt ?? NaN);
}

async function clickOn(page: Page, selector: string): Promise<void> {
  const point = (await page.evaluate(pointAndProbe, selector)).point;
  if (!point) throw new Error(`nothing to click at ${selector} (${page.url()})`);
  await page.mouse.click(point.x, point.y);
}

const textOf = (page: Page, selector: string) =>
  page.evaluate((s) => (document.querySelector(s)?.textContent ?? '').trim(), selector);

/** The moves, one after the other on the list, the app running (warm). */
async function measureMoves(context: BrowserContext, list: ListControls) {
  const page = await context.newPage();
  try {
    await page.goto(`${list.baseUrl}${list.screen.path}`);
    await page.waitForFunction(
      (cell) => document.querySelector(cell) !== null && !document.querySelector('#root[inert]'),
      list.rowCell,
      { timeout: TIMEOUT_MS },
    );
    await sleep(SETTLE_MS);
    const moves = {} as Record<Move, number>;
    const first = await textOf(page, list.trackingCell);
    moves['next page'] = await timedMove(
      page,
      { kind: 'changed', selector: list.trackingCell, from: first },
      () => clickOn(page, list.nextPage),
    );
    const opened = await textOf(page, list.trackingCell);
    moves['open a record'] = await timedMove(
      page,
      { kind: 'opened', from: listPlace(list.screen), text: opened },
      () => clickOn(page, list.rowCell),
    );
    moves['back to the list'] = await timedMove(
      page,
      { kind: 'shown', selector: list.trackingCell },
      // The browser's back button is outside the page: the move starts when history is asked.
      () =>
        page.evaluate(() => {
          if (window.__screenProbe) window.__screenProbe.inputAt = performance.now();
          history.back();
        }),
    );
    // Part of one tracking number, as staff type what they read off a parcel.
    const fragment = (await textOf(page, list.trackingCell)).slice(-6);
    await clickOn(page, list.searchBox);
    moves['a filter typed'] = await timedMove(
      page,
      { kind: 'all', selector: list.trackingCells, text: fragment },
      () => page.keyboard.type(fragment),
    );
    return moves;
  } finally {
    await page.close();
  }
}

/** One fresh profile on a list: the click taken cold and warm, then the moves. */
async function clickAndMoves(list: ListControls) {
  const browser = await newContext(list);
  try {
    const url = `${list.baseUrl}${list.screen.path}`;
    const opened: Effect = { kind: 'opened', from: listPlace(list.screen) };
    const cold = await firstWorkingInput(browser.context, url, list.rowCell, opened);
    const warm = await firstWorkingInput(browser.context, url, list.rowCell, opened);
    return { cold, warm, moves: await measureMoves(browser.context, list) };
  } finally {
    await browser.close();
  }
}

/** Another fresh profile: a key into the search box, cold and warm. */
async function keyTaken(list: ListControls) {
  const browser = await newContext(list);
  try {
    const url = `${list.baseUrl}${list.screen.path}`;
    const typed: Effect = { kind: 'typed', selector: list.searchBox };
    const take = () => firstWorkingInput(browser.context, url, list.searchBox, typed, '7');
    const cold = await take();
    return { cold, warm: await take() };
  } finally {
    await browser.close();
  }
}

/** One of our other first screens, cold: the header's search button clicked until it opens. */
async function screenTakesClick(ours: { baseUrl: string; token: string }, screen: Screen) {
  const browser = await newContext(ours);
  try {
    const url = `${ours.baseUrl}${screen.path}`;
    return await firstWorkingInput(browser.context, url, SEARCH_BUTTON, SEARCH_OPENED);
  } finally {
    await browser.close();
  }
}

interface ListRuns {
  click: { cold: number[]; warm: number[] };
  key: { cold: number[]; warm: number[] };
  moves: Record<Move, number[]>;
}

const emptyRuns = (): ListRuns => ({
  click: { cold: [], warm: [] },
  key: { cold: [], warm: [] },
  moves: Object.fromEntries(MOVES.map((move) => [move, []])) as unknown as Record<Move, number[]>,
});

async function measureList(list: ListControls, into: ListRuns): Promise<void> {
  const { cold, warm, moves } = await clickAndMoves(list);
  into.click.cold.push(cold);
  into.click.warm.push(warm);
  for (const move of MOVES) into.moves[move].push(moves[move]);
  const key = await keyTaken(list);
  into.key.cold.push(key.cold);
  into.key.warm.push(key.warm);
}

const figuresOf = (runs: ListRuns): ListInputFigures => ({
  click: { cold: spread(runs.click.cold), warm: spread(runs.click.warm) },
  key: { cold: spread(runs.key.cold), warm: spread(runs.key.warm) },
  moves: Object.fromEntries(MOVES.map((move) => [move, spread(runs.moves[move])])) as Record<
    Move,
    Spread
  >,
});

/**
 * `runs` rounds; each measures ours's list, the peer's list and our other screens once, in turn,
 * so that a busy moment of the machine falls on both alike.
 */
export async function measureScreens(
  ours: { baseUrl: string; token: string },
  peer: { baseUrl: string },
  runs: number,
): Promise<ScreensFigures> {
  for (const screen of [WAYBILL_LIST, ...OTHER_SCREENS]) await untilDrawn({ ...ours, screen });
  const load = watchLoad();
  const lists = { ours: ourList(ours), peer: peerList(peer) };
  const measured = { ours: emptyRuns(), peer: emptyRuns() };
  const screens = OTHER_SCREENS.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    await measureList(lists.ours, measured.ours);
    await measureList(lists.peer, measured.peer);
    for (const [s, screen] of OTHER_SCREENS.entries())
      screens[s].push(await screenTakesClick(ours, screen));
  }
  return {
    ours: figuresOf(measured.ours),
    peer: figuresOf(measured.peer),
    screens: OTHER_SCREENS.map((screen, s) => ({
      label: screen.label,
      path: screen.path,
      cold: spread(screens[s]),
    })),
    load: load.stop(),
  };
}
