import { ConsolePath, EventCode, TransferStatus, VisitorPath, type VisitorEvent } from '@parley/protocol';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { visitorPost } from '../support/visitorApi';

/** A visitor driven through the real visitor HTTP API, collecting their durable events. */
async function startVisitor(baseURL: string, userName: string) {
  const post = <T>(path: string, body: Record<string, unknown>, token?: string) => visitorPost<T>(baseURL, path, body, token);
  const start = await post<{ userId: string; token: string; lastEventId: number }>(VisitorPath.chatStart, {
    channelId: 'demo',
    userName,
    email: 'e2e.visitor@example.com',
    params: JSON.stringify({ UID: '40002421' }),
    locale: 'en',
  });
  const { userId, token } = start;
  let cursor = start.lastEventId;
  const events: VisitorEvent[] = [];
  return {
    ask: (question: string) => post(VisitorPath.robotAsk, { userId, question }, token),
    send: (text: string) => post(VisitorPath.sendMsg, { userId, msgContent: text, msgType: 1, id: `message${Date.now()}` }, token),
    transfer: () => post<{ status: number; waitIndex?: number }>(VisitorPath.transferAgent, { userId }, token),
    typing: (draft: string) => post(VisitorPath.typing, { userId, msgContent: draft }, token),
    read: (msgId: number) => post(VisitorPath.msgComplete, { userId, msgId }, token),
    /** Every event so far (polls once, without holding the request). */
    async events(): Promise<VisitorEvent[]> {
      const page = await post<{ msgList: VisitorEvent[]; lastEventId: number }>(
        VisitorPath.getEventMsg,
        { userId, lastEventId: cursor, wait: 0 },
        token,
      );
      events.push(...page.msgList);
      cursor = page.lastEventId;
      return events;
    },
  };
}

test.describe('console inbox', () => {
  test.use({ viewport: DESKTOP });

  test.afterEach(async ({ page }) => {
    // The suite shares one server: leave the admin offline so other specs see "no agent online".
    await page.request.post(ConsolePath.presence, { data: { presence: 'offline' } }).catch(() => undefined);
  });

  test('accept from the queue, talk both ways, see the draft, withdraw, close', async ({ page, baseURL }) => {
    await page.goto('/console/');
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Welcome, Ada')).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Live');

    // Busy: present, but taking no new visitor by itself, so the visitor waits in the queue.
    await page.getByLabel('Presence').click();
    await page.getByRole('option', { name: 'Busy' }).click();
    await expect(page.locator('.presence-select')).toContainText('Busy');

    const name = `Queue Tester ${Date.now() % 100000}`;
    const visitor = await startVisitor(baseURL!, name);
    await visitor.ask('When will my order arrive?');
    await visitor.send('Hello, where is my parcel?');
    await expect.poll(async () => (await visitor.transfer()).status).toBe(TransferStatus.QUEUED);

    await page.getByRole('tab', { name: /Queue/ }).click();
    const entry = page.getByRole('list', { name: 'Queue' }).getByRole('listitem').filter({ hasText: name });
    await expect(entry).toContainText('Hello, where is my parcel?');
    await expect(entry.getByLabel('Waiting time')).toHaveText(/\d+:\d\d/);
    await entry.getByRole('button', { name: 'Accept' }).click();

    const thread = page.getByRole('region', { name: `Conversation with ${name}` });
    await expect(thread.getByText('Hello, where is my parcel?')).toBeVisible();
    // What the robot told the visitor before, as they saw it: the answer's HTML rendered, and its buttons.
    const robot = thread.locator('.msg-robot');
    await expect(robot).toContainText('Standard delivery takes 2–4 working days');
    await expect(robot).not.toContainText('<p>');
    await expect(robot).toContainText('Track my parcel');
    await robot.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/.artifacts/screens/console-inbox-robot-reply.png' });
    await page.setViewportSize(MOBILE);
    await robot.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/.artifacts/screens/console-inbox-robot-reply-375.png' });
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('complementary', { name: 'Visitor' })).toContainText('40002421');
    await expect.poll(async () => (await visitor.events()).some((e) => e.code === EventCode.CONNECTED)).toBe(true);

    // Visitor → agent.
    await visitor.send('It was due on Monday.');
    await expect(thread.getByText('It was due on Monday.')).toBeVisible();

    // The visitor's live draft, in the list and in the thread.
    await visitor.typing('Could you also che');
    await expect(page.getByRole('list', { name: 'My conversations' })).toContainText('typing: Could you also che');
    await expect(thread.getByLabel('Visitor draft')).toHaveText('Could you also che');

    // Agent → visitor: Enter sends, Shift+Enter only breaks the line.
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Let me check that for you');
    await composer.press('Shift+Enter');
    await expect(composer).toHaveValue('Let me check that for you\n');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    const sentRow = thread.locator('.msg-row', { has: page.locator('.msg-bubble.agent', { hasText: 'Let me check that for you' }) });
    await expect(sentRow).toBeVisible();
    let agentMsgId = 0;
    await expect
      .poll(async () => {
        const e = (await visitor.events()).find(
          (x) => x.code === EventCode.AGENT_MESSAGE && x.message.msgContent.startsWith('Let me check'),
        );
        agentMsgId = e?.code === EventCode.AGENT_MESSAGE ? e.message.msgId : 0;
        return agentMsgId;
      })
      .toBeGreaterThan(0);

    // The visitor reads it: the agent sees "Seen".
    await visitor.read(agentMsgId);
    await expect(sentRow.getByText('Seen')).toBeVisible();

    // Withdraw: gone for the visitor (event 1205), marked for the agent.
    await sentRow.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    await expect(sentRow.getByText('Withdrawn')).toBeVisible();
    await expect.poll(async () => (await visitor.events()).some((e) => e.code === EventCode.RECALL && e.msgId === agentMsgId)).toBe(true);

    // Close, confirmed: the visitor learns the agent closed it (event 1202).
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(thread.getByText('This chat has ended.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await expect.poll(async () => (await visitor.events()).some((e) => e.code === EventCode.CLOSED)).toBe(true);
  });
});
