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
export const demoUrl = (extra = '') => `/chat_online/index?channelId=demo${extra}`;
