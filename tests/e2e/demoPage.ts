import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';

export interface DemoPage {
  server: DemoServer;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** The demo server and one Chromium page on it, for a test file; `close` stops both. */
export async function openDemoPage(
  /** More environment for the server (startDemoServer). */
  env: Record<string, string> = {},
): Promise<DemoPage> {
  const server = await startDemoServer(env);
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  return {
    server,
    context: browser.context,
    page,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
