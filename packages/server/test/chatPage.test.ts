import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, CHANNEL_INFO_ELEMENT_ID, CHAT_PAGE, VisitorPath } from '@parley/protocol';
import type { ParleyApp } from '../src/app.js';
import { loginAdmin, type AgentSession } from './agents.js';
import { createTestApp, servingApp, type TestApp } from './harness.js';

const SHELL = '<!doctype html><html><head><title>widget</title></head><body><div id="root"></div></body></html>';
const ELEMENT = new RegExp(`<script type="application/json" id="${CHANNEL_INFO_ELEMENT_ID}">(.*?)</script>`, 's');

/** S-WB12: the chat page comes with its website's channelInfo answer. */
describe('the chat page', () => {
  let t: TestApp;
  let served: ParleyApp;
  let admin: AgentSession;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    admin = await loginAdmin(t);
    root = mkdtempSync(join(tmpdir(), 'parley-chat-page-'));
    mkdirSync(join(root, 'widget', 'dist'), { recursive: true });
    writeFileSync(join(root, 'widget', 'dist', 'index.html'), SHELL);
    served = await servingApp(t, root);
  });
  afterAll(async () => {
    await served?.app.close();
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (query: string) => served.app.inject({ method: 'GET', url: `${CHAT_PAGE}${query}` });
  const channelInfo = async (channelId: string) =>
    (await served.app.inject({ method: 'POST', url: VisitorPath.channelInfo, payload: { channelId } })).json();

  it('S-WB12 carries the envelope channelInfo answers, uncached, under the page policy', async () => {
    const res = await page('?channelId=demo');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const written = ELEMENT.exec(res.body)?.[1];
    expect(written).toBeDefined();
    expect(JSON.parse(written!)).toEqual(await channelInfo('demo'));
    // Before </head>, where the widget's entry finds it when it runs.
    expect(res.body.indexOf(CHANNEL_INFO_ELEMENT_ID)).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('S-WB12 no text of the website ends the element; an edit shows on the next load', async () => {
    const welcome = 'Hi </script><script>alert(1)</script> <!-- & \u2028 $& $1';
    expect((await admin.post(AdminPath.channel('demo'), { robotWelcomeMsg: welcome })).statusCode).toBe(200);
    const res = await page('?channelId=demo');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--');
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(ELEMENT.exec(res.body)![1]!).data.robotWelcomeMsg).toBe(welcome);
  });

  it('S-WB12 an unknown, malformed or disabled website gets the plain page', async () => {
    for (const query of ['?channelId=nope', '', '?channelId=', `?channelId=${'x'.repeat(65)}`]) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toBe(SHELL);
    }
    expect((await admin.post(AdminPath.channelSite('demo'), { enabled: false })).statusCode).toBe(200);
    try {
      expect((await page('?channelId=demo')).body).toBe(SHELL);
      expect((await channelInfo('demo')).code).toBe(403);
    } finally {
      await admin.post(AdminPath.channelSite('demo'), { enabled: true });
    }
  });
});
