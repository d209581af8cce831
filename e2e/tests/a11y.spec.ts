import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TicketDeskPath, TicketPath, VisitorPath } from '@parley/protocol';
import { agentApi } from '../support/agentApi';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * Accessibility (issue 19 item 11): axe-core finds no serious or critical violation (WCAG 2 A and AA rules) on any
 * widget screen (chat with the robot and with an agent, the rating, the help article, leave a message, the ticket
 * screens, the card form, the pre-chat form) or the console's main screens (sign-in, inbox with an open
 * conversation, history, settings, tickets). Its own server: it changes presence and the pre-chat form.
 */
let server: RunningServer;
let agent: APIRequestContext;
const { call, patchChannel, sessionOf } = agentApi(() => agent);

/** Serious and critical violations only, each named with the first nodes it hit so a failure says what to fix. */
async function expectAccessible(page: Page, screen: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect.soft(bad, `axe on ${screen}`).toEqual([]);
}

async function openChat(browser: Browser, viewport = MOBILE, query = ''): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: server.baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`/chat_online/index?channelId=demo${query}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible({ timeout: 20_000 });
  return page;
}

const userIdOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('parley:visitor:demo') ?? '{}') as { userId?: string }).userId ?? '');

// axe reads every node of a screen; on a busy two-core machine a screen takes seconds.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  server = await startServer();
  agent = await playwrightRequest.newContext({ baseURL: server.baseURL });
  await call('post', '/api/console/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await call('post', '/api/console/presence', { presence: 'online' });
});

test.afterAll(async () => {
  await agent.dispose();
  await server.stop();
  removeDataDir(server.dataDir);
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`widget at ${viewport.width}: the chat with the robot, with an agent, the rating and the help article`, async ({ browser }) => {
    const page = await openChat(browser, viewport);
    await expect(page.getByText('Hi, I am Lumi', { exact: false })).toBeVisible();
    await expectAccessible(page, `chat, robot, ${viewport.width}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Which payment methods do you accept?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('link', { name: 'Read the full article' }).last()).toBeVisible();
    await expectAccessible(page, `chat, robot answer, ${viewport.width}`);
    const article = (await page.getByRole('link', { name: 'Read the full article' }).last().getAttribute('href'))!;

    // An agent silent for 90 s reads offline (server S-AG6): the slow axe runs above are longer than that.
    await call('post', '/api/console/presence', { presence: 'online' });
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Talk to a person' }).click();
    await expect(page.getByText('Ada joined the conversation')).toBeVisible();
    const sessionId = await sessionOf(page);
    await call('post', `/api/console/conversations/${sessionId}/messages`, { msgContent: 'Hi, I can help with your order.' });
    await page.getByRole('textbox', { name: 'Message' }).fill('Where is my parcel?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Hi, I can help with your order.')).toBeVisible();
    await expectAccessible(page, `chat, agent, ${viewport.width}`);

    await call('post', `/api/console/conversations/${sessionId}/close`);
    await expect(page.getByRole('region', { name: 'Rate this conversation' })).toBeVisible();
    await expectAccessible(page, `chat ended with the rating card, ${viewport.width}`);
    await page.getByRole('button', { name: 'Rate this chat' }).click();
    await expect(page.getByRole('dialog', { name: /Rate your chat/ })).toBeVisible();
    await expectAccessible(page, `rating popup, ${viewport.width}`);

    await page.goto(article);
    await expect(page.getByRole('link', { name: 'Back to chat' })).toBeVisible();
    await expectAccessible(page, `help article (/question), ${viewport.width}`);
    await page.context().close();
  });
}

test('widget: leave a message, my messages, the card form and the pre-chat form', async ({ browser }) => {
  await call('post', '/api/console/presence', { presence: 'offline' });
  const page = await openChat(browser);
  const userId = await userIdOf(page);
  await page.goto(`/chat_online/leaveMsg?channelId=demo&tenantId=demo&userId=${encodeURIComponent(userId)}`);
  await expect(page.getByRole('heading', { name: 'Leave us a message' })).toBeVisible();
  await expectAccessible(page, 'leave a message');
  const mine = page.getByRole('tab', { name: /My messages/ });
  if (await mine.count()) {
    await mine.click();
    await expectAccessible(page, 'my messages');
  }
  await page.goto('/chat_online/formData?tenantId=demo&templateId=demo-card-form');
  await expect(page.getByRole('button', { name: /Submit|Send/ }).first()).toBeVisible();
  await expectAccessible(page, 'card form (/formData)');
  await page.context().close();

  await patchChannel({
    userFormMode: 1,
    userFormConfig: '{"formModal":0}',
    userForm: {
      formTitle: 'Tell us about you',
      formList: [
        { name: 'Name', fieldType: 1, require: 1, show: 1 },
        { name: 'Phone', fieldType: 1, require: 0, show: 1 },
        { name: 'E-mail', fieldType: 1, require: 0, show: 1 },
        { name: 'Order notes', fieldType: 2, require: 0, show: 1 },
      ],
    },
  });
  try {
    const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US', baseURL: server.baseURL });
    const form = await context.newPage();
    await form.goto('/chat_online/index?channelId=demo');
    await expect(form.getByText('Tell us about you')).toBeVisible();
    await expectAccessible(form, 'pre-chat form');
    await context.close();
  } finally {
    await patchChannel({ userFormMode: 0, userFormConfig: '{}', userForm: { formTitle: '', formList: [] } });
    await call('post', '/api/console/presence', { presence: 'online' });
  }
});

test('console: sign-in, inbox with an open conversation, history, settings and tickets', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', baseURL: server.baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/console/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'console sign-in');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome, Ada')).toBeVisible();

  await call('post', '/api/console/presence', { presence: 'online' });
  const visitor = await openChat(browser);
  await visitor.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Talk to a person' }).click();
  await expect(visitor.getByText('Ada joined the conversation')).toBeVisible();
  const sessionId = await sessionOf(visitor);
  await visitor.getByRole('textbox', { name: 'Message' }).fill('My parcel is late');
  await visitor.getByRole('button', { name: 'Send' }).click();
  // The agent answers once the visitor's message is stored (else it may land first and be the list's preview too).
  await expect
    .poll(async () =>
      (await call<Array<{ msgContent: string }>>('get', `/api/console/conversations/${sessionId}/messages`)).map((m) => m.msgContent),
    )
    .toContain('My parcel is late');
  await call('post', `/api/console/conversations/${sessionId}/messages`, { msgContent: 'Let me check that for you.' });
  await page.goto(`/console/inbox/${sessionId}`);
  await expect(page.getByText('Let me check that for you.', { exact: true })).toBeVisible();
  await expect(page.getByText('My parcel is late', { exact: true })).toBeVisible();
  await expectAccessible(page, 'console inbox with an open conversation');
  await call('post', `/api/console/conversations/${sessionId}/close`);
  await visitor.context().close();

  for (const [path, ready] of [
    ['/history', 'History'],
    ['/settings', 'Settings'],
    ['/tickets', 'Tickets'],
  ] as const) {
    await page.goto(`/console${path}`);
    await expect(page.getByRole('link', { name: ready })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `console ${path}`);
  }
  // A ticket's page, with its status and priority tags (the orange and green ones were too faint once).
  const started = (
    (await (await page.request.post(VisitorPath.chatStart, { data: { channelId: 'demo' } })).json()) as {
      data: { userId: string; token: string };
    }
  ).data;
  const wo = await page.request.post(TicketPath.addWo, {
    headers: { token: started.token },
    data: {
      userId: started.userId,
      tenantId: 'demo',
      woContent: 'The lamp flickers',
      woTypeId: 'demo-ticket-type',
      cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-1' }],
    },
  });
  const { woId } = ((await wo.json()) as { data: { woId: string } }).data;
  await call('post', TicketDeskPath.ticket(woId), { priority: 2 });
  await call('post', TicketDeskPath.reply(woId), { content: 'A new lamp ships today.', status: 2 });
  await page.goto(`/console/tickets/${woId}`);
  await expect(page.getByText('A new lamp ships today.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'console ticket page');
  await page.setViewportSize(MOBILE);
  await page.goto('/console/history');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'console /history on a phone');
  await context.close();
});
