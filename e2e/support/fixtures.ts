import { test as base, expect } from '@playwright/test';

/** baseURL comes from the server global setup started (a free port each run). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
/** A phone's user agent: the widget takes its phone layout only on a phone (SH1), not in any narrow window. */
export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
export const demoUrl = (extra = '') => `/chat_online/index?channelId=demo${extra}`;
