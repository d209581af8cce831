import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** Records a page's uncaught script errors, and those of every page its context opens later (popups, new tabs). */
function watchContext(c: BrowserContext, errors: string[]) {
  const onPage = (p: Page) => p.on('pageerror', (e) => errors.push(`${p.url()}: ${e.message}`));
  c.pages().forEach(onPage);
  c.on('page', onPage);
}

/**
 * baseURL comes from the server global setup started (a free port each run). Every page a test opens, its own
 * `page` or any through `browser.newContext()`/`newPage()`, is watched for uncaught script errors: a test whose
 * pages threw fails, naming the page and the error (issue 35).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  pageErrors: [
    async ({ browser }, use) => {
      const errors: string[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const c = await newContext(options);
        watchContext(c, errors);
        return c;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, 'uncaught errors in the test’s pages').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, pageErrors }, use) => {
    watchContext(page.context(), pageErrors);
    await use(page);
  },
});
export { expect };

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
/** A phone's user agent: the widget takes its phone layout only on a phone (W-SH1), not in any narrow window. */
export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
export const demoUrl = (extra = '') => `/chat_online/index?channelId=demo${extra}`;
