import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ConsolePath } from '@parley/protocol';
import { agentApi } from '../support/agentApi';
import { DESKTOP, MOBILE, PHONE_UA, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * Issue 16: 1:1 WebRTC calls between the widget and the console in Chromium with fake camera and microphone. The
 * suite has its own server (it changes presence). RTP is read with getStats from each side's RTCPeerConnection,
 * which an init script records as the pages create them.
 */
const SHOTS = 'e2e/.artifacts/calls';
let server: RunningServer;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

/** Every RTCPeerConnection a page makes, kept for getStats. */
const RECORD_PEERS = () => {
  const w = window as unknown as { __pcs: RTCPeerConnection[]; RTCPeerConnection: typeof RTCPeerConnection };
  w.__pcs = [];
  const Native = w.RTCPeerConnection;
  w.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      w.__pcs.push(this);
    }
  };
};

interface Rtp {
  state: string;
  inAudio: number;
  inVideo: number;
  outAudio: number;
  outVideo: number;
}

const rtp = (page: Page): Promise<Rtp> =>
  page.evaluate(async () => {
    const pc = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.at(-1);
    const r = { state: pc?.connectionState ?? 'none', inAudio: 0, inVideo: 0, outAudio: 0, outVideo: 0 };
    if (!pc) return r;
    (await pc.getStats()).forEach((s: { type: string; kind?: string; bytesReceived?: number; bytesSent?: number }) => {
      if (s.type === 'inbound-rtp') r[s.kind === 'audio' ? 'inAudio' : 'inVideo'] += s.bytesReceived ?? 0;
      if (s.type === 'outbound-rtp') r[s.kind === 'audio' ? 'outAudio' : 'outVideo'] += s.bytesSent ?? 0;
    });
    return r;
  });

/** Samples twice a second apart: what grew meanwhile. */
async function growth(page: Page): Promise<Record<keyof Omit<Rtp, 'state'>, number>> {
  const a = await rtp(page);
  await page.waitForTimeout(1500);
  const b = await rtp(page);
  return {
    inAudio: b.inAudio - a.inAudio,
    inVideo: b.inVideo - a.inVideo,
    outAudio: b.outAudio - a.outAudio,
    outVideo: b.outVideo - a.outVideo,
  };
}

async function openAgent(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', baseURL: server.baseURL });
  await context.addInitScript(RECORD_PEERS);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`console page error: ${e.message}`));
  // Signed in through the API (the sign-in screen has its own spec); the cookie is the context's.
  expect((await page.request.post(ConsolePath.login, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).ok()).toBe(true);
  await page.request.post(ConsolePath.presence, { data: { presence: 'online' } });
  await page.goto('/console/inbox');
  await expect(page.locator('.shell-header')).toBeVisible({ timeout: 20_000 });
  return { context, page };
}

async function openVisitor(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const phone = viewport === MOBILE ? { userAgent: PHONE_UA, isMobile: true, hasTouch: true } : {};
  const context = await browser.newContext({ viewport, ...phone, locale: 'en-US', baseURL: server.baseURL });
  await context.addInitScript(RECORD_PEERS);
  const page = await context.newPage();
  await page.goto('/chat_online/index?channelId=demo');
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Talk to a person' }).click();
  await expect(page.getByText('Ada joined the conversation')).toBeVisible();
  return page;
}

test('S-CA3 S-CA7 S-CA8 the agent invites, the visitor accepts, media flows both ways; mute, voice, hang-up, records on both sides', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const agent = await openAgent(browser);
  const visitor = await openVisitor(browser);
  const sessionId = await agentApi(() => agent.page.request).sessionOf(visitor);
  await agent.page.goto(`/console/inbox/${sessionId}`);
  await expect(agent.page.getByRole('button', { name: 'Video' })).toBeVisible({ timeout: 20_000 });
  await agent.page.getByRole('button', { name: 'Video' }).click();

  // The invitation: the call box with accept and refuse.
  const box = visitor.getByTestId('call-box');
  await expect(box).toHaveAttribute('data-phase', 'incoming');
  await expect(box.getByTestId('call-status')).toHaveText('Ada is inviting you to a video call');
  await visitor.screenshot({ path: `${SHOTS}/widget-call-incoming-1280.png` });
  await box.getByRole('button', { name: 'Accept' }).click();

  // Both peers connect and receive audio and video.
  await expect.poll(async () => (await rtp(visitor)).state, { timeout: 20_000 }).toBe('connected');
  await expect.poll(async () => (await rtp(agent.page)).state, { timeout: 20_000 }).toBe('connected');
  await expect(box).toHaveAttribute('data-phase', 'active');
  const agentCall = agent.page.getByTestId('agent-call');
  await expect(agentCall).toHaveAttribute('data-phase', 'active');
  const v1 = await growth(visitor);
  const a1 = await growth(agent.page);
  expect(v1.inAudio).toBeGreaterThan(0);
  expect(v1.inVideo).toBeGreaterThan(0);
  expect(a1.inAudio).toBeGreaterThan(0);
  expect(a1.inVideo).toBeGreaterThan(0);
  await expect
    .poll(() => visitor.getByTestId('call-remote').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await visitor.screenshot({ path: `${SHOTS}/widget-call-active-1280.png` });
  await agent.page.screenshot({ path: `${SHOTS}/console-call-active-1280.png` });

  // The box drags, and never out of the viewport.
  const handle = box.getByTestId('call-drag');
  const start = (await handle.boundingBox())!;
  await visitor.mouse.move(start.x + 40, start.y + 10);
  await visitor.mouse.down();
  await visitor.mouse.move(start.x - 3000, start.y - 3000, { steps: 5 });
  await visitor.mouse.up();
  let pos = (await box.boundingBox())!;
  expect(pos.x).toBeGreaterThanOrEqual(0);
  expect(pos.y).toBeGreaterThanOrEqual(0);
  expect(pos.x).toBeLessThan(20);
  const moved = (await handle.boundingBox())!;
  await visitor.mouse.move(moved.x + 40, moved.y + 10);
  await visitor.mouse.down();
  await visitor.mouse.move(moved.x + 5000, moved.y + 5000, { steps: 5 });
  await visitor.mouse.up();
  pos = (await box.boundingBox())!;
  expect(pos.x + pos.width).toBeLessThanOrEqual(DESKTOP.width);
  expect(pos.y + pos.height).toBeLessThanOrEqual(DESKTOP.height);
  expect(pos.x + pos.width).toBeGreaterThan(DESKTOP.width - 20);

  // Mute: no audio leaves the visitor, so none reaches the agent; video still flows.
  await box.getByRole('button', { name: 'Mute' }).click();
  await expect(box.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  await visitor.waitForTimeout(500);
  const muted = await growth(visitor);
  expect(muted.outAudio).toBe(0);
  expect(muted.outVideo).toBeGreaterThan(0);
  await box.getByRole('button', { name: 'Unmute' }).click();

  // Switch to voice: video stops both ways, audio goes on.
  await box.getByRole('button', { name: 'Switch to voice' }).click();
  await expect(box.getByTestId('call-status')).toHaveText('In a voice call with Ada');
  await expect(agentCall.locator('.call-dock__bar')).toContainText('Voice call');
  await visitor.waitForTimeout(1000);
  const voiceV = await growth(visitor);
  const voiceA = await growth(agent.page);
  expect(voiceV.outVideo).toBe(0);
  expect(voiceA.outVideo).toBe(0);
  expect(voiceV.inVideo).toBe(0);
  expect(voiceV.inAudio).toBeGreaterThan(0);
  expect(voiceA.inAudio).toBeGreaterThan(0);

  // The visitor hangs up: both see 'call ended', and the record shows on both sides.
  await box.getByRole('button', { name: 'Hang up' }).click();
  await expect(box.getByTestId('call-status')).toHaveText('Call ended');
  await expect(agentCall.getByTestId('agent-call-status')).toHaveText('Call ended');
  await visitor.screenshot({ path: `${SHOTS}/widget-call-ended-1280.png` });
  await expect(visitor.getByText(/^Voice call from Ada · completed · \d+:\d\d$/)).toBeVisible();
  await expect(
    agent.page.getByRole('region', { name: 'Conversation with Visitor' }).getByText(/^Voice call from Ada · completed · \d+:\d\d$/),
  ).toBeVisible();
  await agent.page.screenshot({ path: `${SHOTS}/console-call-ended-1280.png` });
  await visitor.context().close();
  await agent.context.close();
});

test('S-CA4 S-CA10 a visitor asks on a phone; the agent hears it ring and refuses: a warning stays until closed', async ({ browser }) => {
  const agent = await openAgent(browser);
  const visitor = await openVisitor(browser, MOBILE);
  await visitor.getByRole('button', { name: 'Video call with the agent' }).click();
  const box = visitor.getByTestId('call-box');
  await expect(box).toHaveAttribute('data-phase', 'outgoing');
  // On a phone the call fills the screen.
  const size = (await box.boundingBox())!;
  expect(size.width).toBe(MOBILE.width);
  expect(size.height).toBe(MOBILE.height);
  await visitor.screenshot({ path: `${SHOTS}/widget-call-calling-375.png` });

  const agentCall = agent.page.getByTestId('agent-call');
  await expect(agentCall).toHaveAttribute('data-phase', 'ringingIn');
  await expect(agentCall.getByTestId('agent-call-status')).toContainText('asks for a video call');
  await agent.page.screenshot({ path: `${SHOTS}/console-call-ringing-1280.png` });
  await agentCall.getByRole('button', { name: 'Decline' }).click();

  await expect(box).toHaveAttribute('data-phase', 'refused');
  await expect(box.getByRole('alert')).toHaveText('The agent rejected your call request');
  await visitor.waitForTimeout(3000);
  await expect(box.getByRole('alert')).toBeVisible();
  await visitor.screenshot({ path: `${SHOTS}/widget-call-refused-375.png` });
  await box.getByRole('button', { name: 'Close' }).last().click();
  await expect(box).toHaveCount(0);
  await expect(visitor.getByText(/Video call from .* · declined/)).toBeVisible();
  await visitor.context().close();
  await agent.context.close();
});

test('S-CA11 a visitor asking with no agent connected is told so, and a refused camera is explained', async ({ browser }) => {
  const agent = await openAgent(browser);
  const visitor = await openVisitor(browser);
  await agent.page.request.post(ConsolePath.presence, { data: { presence: 'offline' } });
  await visitor.getByRole('button', { name: 'Video call with the agent' }).click();
  const box = visitor.getByTestId('call-box');
  await expect(box.getByRole('alert')).toHaveText(/No agent can take a call right now/);
  await box.getByRole('button', { name: 'Close' }).last().click();

  // Camera and microphone refused by the browser.
  await visitor.context().clearPermissions();
  await visitor.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await visitor.getByRole('button', { name: 'Video call with the agent' }).click();
  await expect(box.getByRole('alert')).toHaveText(/Camera or microphone access was refused/);
  await visitor.screenshot({ path: `${SHOTS}/widget-call-permission-1280.png` });
  await visitor.context().close();
  await agent.context.close();
});
