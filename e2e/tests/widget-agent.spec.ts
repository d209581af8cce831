import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TITLE_BLINK_MS } from '@parley/protocol';
import { agentApi } from '../support/agentApi';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * The widget with a human agent (issue 4, widget side). The agent is driven through the console API; the
 * suite has its own server because it changes presence, capacity, groups and working hours.
 */
const SHOTS = 'e2e/.artifacts/widget';
let server: RunningServer;
let agent: APIRequestContext;
const { call, patchChannel, sessionOf } = agentApi(() => agent);
let agentId = 0;

const presence = (p: 'online' | 'offline') => call('post', '/api/console/presence', { presence: p });

async function setCapacity(capacity: number) {
  const me = (
    await call<
      Array<{ agentId: number; email: string; nickname: string; signature: string; role: string; card: unknown; groupIds: string[] }>
    >('get', '/api/admin/agents')
  ).find((a) => a.agentId === agentId)!;
  await call('post', `/api/admin/agents/${agentId}`, {
    email: me.email,
    nickname: me.nickname,
    signature: me.signature,
    role: me.role,
    card: me.card,
    groupIds: me.groupIds,
    capacity,
  });
}

async function openVisitor(browser: Browser, viewport = MOBILE): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/chat_online/index?channelId=demo');
  await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  return page;
}

const askForPerson = (page: Page) =>
  page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Talk to a person' }).click();

const rows = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');

/** Reads the agent stream until an event matches, while `during` runs. */
async function agentEvent(match: (e: Record<string, unknown>) => boolean, during: () => Promise<void>): Promise<Record<string, unknown>> {
  const cookie = (await agent.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const abort = new AbortController();
  const res = await fetch(`${server.baseURL}/api/console/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const found = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('agent stream ended');
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const e = JSON.parse(line.slice(5)) as Record<string, unknown>;
        if (match(e)) return e;
      }
    }
  })();
  try {
    await during();
    return await Promise.race([
      found,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no matching agent event')), 7000)),
    ]);
  } finally {
    abort.abort();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer();
  agent = await playwrightRequest.newContext({ baseURL: server.baseURL });
  agentId = (await call<{ agentId: number }>('post', '/api/console/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).agentId;
  await presence('online');
});

test.afterAll(async () => {
  await agent.dispose();
  await server.stop();
  removeDataDir(server.dataDir);
});

test.describe('widget with an agent', () => {
  test('W-AG5 W-AG2 transfer, messages and typing both ways, the title blinking on a hidden page, read mark, withdraw, and the agent closes', async ({
    browser,
  }) => {
    const page = await openVisitor(browser);
    await askForPerson(page);
    await expect(page.getByText('Ada joined the conversation')).toBeVisible();
    await expect(page.getByText('Hello! Thanks for waiting. How can I help you today?')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { name: 'Ada' })).toBeVisible();
    await expect(header.getByText('Lumen Home customer care')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Talk to a person' })).toHaveCount(0);
    const sessionId = await sessionOf(page);

    const sent = await call<{ msgId: number }>('post', `/api/console/conversations/${sessionId}/messages`, {
      msgContent: 'Hi, I can help with your order.',
    });
    await expect(rows(page).last()).toContainText('Hi, I can help with your order.');
    await expect
      .poll(
        async () =>
          (await call<Array<{ sessionId: number; visitorReadMsgId: number }>>('get', '/api/console/conversations')).find(
            (c) => c.sessionId === sessionId,
          )?.visitorReadMsgId,
      )
      .toBeGreaterThanOrEqual(sent.msgId);

    await page.getByRole('textbox', { name: 'Message' }).fill('My parcel is late');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(async () =>
        (await call<Array<{ msgContent: string }>>('get', `/api/console/conversations/${sessionId}/messages`)).map((m) => m.msgContent),
      )
      .toContain('My parcel is late');

    await call('post', `/api/console/conversations/${sessionId}/typing`, { typing: true });
    await expect(header.getByText('Agent is typing…')).toBeVisible();
    await expect.poll(() => page.title()).toBe('Agent is typing…');
    await expect(header.getByText('Agent is typing…')).toBeHidden({ timeout: 4000 });

    // W-AG2: an agent message while the page is hidden blinks the title until the visitor looks again.
    await expect.poll(() => page.title()).not.toBe('Agent is typing…');
    const base = await page.title();
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await call('post', `/api/console/conversations/${sessionId}/messages`, { msgContent: 'Are you still there?' });
    await expect.poll(() => page.title()).toBe('【New message】');
    await expect.poll(() => page.title()).toBe(base);
    await expect.poll(() => page.title()).toBe('【New message】');
    await setHidden(false);
    await expect.poll(() => page.title()).toBe(base);
    await page.waitForTimeout(TITLE_BLINK_MS * 2);
    expect(await page.title()).toBe(base);

    const typed = await agentEvent(
      (e) => e.type === 'visitorTyping' && e.sessionId === sessionId && e.draft === 'Where is it now',
      () => page.getByRole('textbox', { name: 'Message' }).fill('Where is it now'),
    );
    expect(typed.draft).toBe('Where is it now');

    await page.getByRole('button', { name: 'Emoji' }).click();
    await page.getByRole('group', { name: 'Emoji' }).getByRole('button', { name: '👍' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Where is it now👍');

    const oops = await call<{ msgId: number }>('post', `/api/console/conversations/${sessionId}/messages`, {
      msgContent: 'Oops, that was for someone else',
    });
    await expect(page.getByText('Oops, that was for someone else')).toBeVisible();
    await call('post', `/api/console/messages/${oops.msgId}/recall`);
    await expect(page.getByText('Oops, that was for someone else')).toBeHidden();
    await expect(page.getByText('The agent withdrew a message')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/agent-conversation-375.png` });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/agent-conversation-1280.png` });
    await page.setViewportSize(MOBILE);

    await call('post', `/api/console/conversations/${sessionId}/close`);
    await expect(page.getByText('The agent ended the conversation')).toBeVisible();
    await expect(page.getByText('Chat ended')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start a new chat' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/closed-375.png` });
    await page.context().close();
  });

  test('with capacity 1 the next visitors queue, see their place, and are connected when seats free up', async ({ browser }) => {
    await setCapacity(1);
    const a = await openVisitor(browser);
    await askForPerson(a);
    await expect(a.getByText('Ada joined the conversation')).toBeVisible();

    const b = await openVisitor(browser);
    await askForPerson(b);
    await expect(b.getByText('All our agents are busy. You are number 1 in the queue.')).toBeVisible();
    const c = await openVisitor(browser);
    await askForPerson(c);
    await expect(c.getByText('All our agents are busy. You are number 2 in the queue.')).toBeVisible();
    await expect(c.getByRole('banner').getByText('You are number 2 in the queue')).toBeVisible();
    await c.screenshot({ path: `${SHOTS}/queue-375.png` });

    await call('post', `/api/console/conversations/${await sessionOf(a)}/close`);
    await expect(b.getByText('Ada joined the conversation')).toBeVisible();
    await expect(c.getByText('All our agents are busy. You are number 1 in the queue.')).toBeVisible();

    await call('post', '/api/console/accept', { sessionId: await sessionOf(c) });
    await expect(c.getByText('Ada joined the conversation')).toBeVisible();
    await expect(c.getByRole('banner').getByRole('heading', { name: 'Ada' })).toBeVisible();

    for (const p of [b, c]) {
      await call('post', `/api/console/conversations/${await sessionOf(p)}/close`);
      await p.context().close();
    }
    await a.context().close();
    await setCapacity(5);
  });

  test('nobody online: the visitor is told and stays with the robot', async ({ browser }) => {
    await presence('offline');
    // With leave messages on, the visitor would go to the leave-message screen instead (widget-tickets.spec.ts).
    await patchChannel({ leaveMsgMode: 0 });
    try {
      const page = await openVisitor(browser);
      await askForPerson(page);
      await expect(page.getByText('No agent is available right now')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Talk to a person' })).toBeVisible();
      await expect(page).toHaveURL(/\/chat_online\/index\?channelId=demo/);
      await page.context().close();
    } finally {
      await patchChannel({ leaveMsgMode: 1 });
      await presence('online');
    }
  });

  test('outside working hours the channel says so in its own words', async ({ browser }) => {
    const week = [[], [], [], [], [], [], []];
    await call('post', '/api/admin/channels/demo/workingHours', { enabled: true, timeZone: 'UTC', week, holidays: [] });
    const page = await openVisitor(browser);
    await askForPerson(page);
    await expect(
      page.getByText('Our agents are offline right now (9:00–18:00). Leave us a message and we will reply by e-mail.'),
    ).toBeVisible();
    await page.context().close();
    await call('post', '/api/admin/channels/demo/workingHours', { enabled: false, timeZone: 'UTC', week, holidays: [] });
  });

  test('with groupMode 1 the visitor picks a group in a sheet and is connected', async ({ browser }) => {
    await call('post', '/api/admin/groups', { groupName: 'Orders and delivery', agentIds: [agentId] });
    await call('post', '/api/admin/groups', { groupName: 'Technical help', agentIds: [agentId] });
    await patchChannel({ groupMode: 1 });
    const page = await openVisitor(browser);
    await askForPerson(page);
    const sheet = page.getByRole('dialog', { name: 'Who would you like to talk to?' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Technical help' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/groups-375.png` });
    await sheet.getByRole('button', { name: 'Orders and delivery' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText('Ada joined the conversation')).toBeVisible();
    await call('post', `/api/console/conversations/${await sessionOf(page)}/close`);
    await page.context().close();
    await patchChannel({ groupMode: 0 });
  });
});
