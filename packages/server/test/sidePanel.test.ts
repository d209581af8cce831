import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, VisitorPath, WIDGET_BASE, type SideBarConfig } from '@parley/protocol';
import { loginAdmin } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/** The built widget's public folder, where the demo's side-panel pictures come from (served under WIDGET_BASE). */
const widgetPublic = fileURLToPath(new URL('../../widget/public/', import.meta.url));

describe.each(dialects)('the desktop side panel on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const channelInfo = async () => (await t.post(VisitorPath.channelInfo, { channelId: 'demo' })).json().data as Record<string, unknown>;

  it('S-CH3 the demo channel ships the panel on, with quick links, common questions and ads whose pictures this server has', async () => {
    const info = await channelInfo();
    expect(info).toMatchObject({ sideBarStatus: 1, sideBarWidth: 320 });
    const side = info.sideBarConfig as SideBarConfig;
    expect(side).toMatchObject({ quickFlag: 1, questionFlag: 1, adFlag: 1 });
    expect(side.quickList.length).toBeGreaterThan(2);
    expect(side.questionList.length).toBeGreaterThan(0);
    expect(side.adList.length).toBeGreaterThan(0);
    for (const { url } of [...side.quickList, ...side.adList]) {
      expect(url.startsWith(`${WIDGET_BASE}demo/`), url).toBe(true);
      expect(existsSync(`${widgetPublic}${url.slice(WIDGET_BASE.length)}`), url).toBe(true);
    }
  });

  it('S-CH3 an admin edits the panel and the next channelInfo answers it; a bad entry is 400 naming it', async () => {
    const admin = await loginAdmin(t);
    const sideBarConfig: SideBarConfig = {
      quickFlag: 0,
      questionFlag: 1,
      adFlag: 0,
      quickList: [],
      questionList: [{ question: 'Opening hours?', answer: 'Every day, 9:00 to 18:00.' }],
      adList: [],
    };
    const saved = await admin.post(AdminPath.channel('demo'), { sideBarStatus: 1, sideBarWidth: 360, sideBarConfig });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await channelInfo()).toMatchObject({ sideBarStatus: 1, sideBarWidth: 360, sideBarConfig });

    const bad = await admin.post(AdminPath.channel('demo'), {
      sideBarConfig: { ...sideBarConfig, questionList: [{ question: 'No answer' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sideBarConfig');
    expect((await channelInfo()).sideBarConfig).toEqual(sideBarConfig);
  });
});
