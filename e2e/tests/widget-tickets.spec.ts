import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { AdminPath, TicketDeskPath, TicketStatus, VisitorPath, type TicketDetail } from '@parley/protocol';
import { agentApi, drawPng } from '../support/agentApi';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * Leave messages, tickets and card forms in the widget (issue 13, widget side), against a server of this spec's own
 * with a real SMTP server for the e-mailed ticket link: no agent online sends the visitor to the leave-message
 * screen, a ticket with three images and the required field, the agent's reply (and a note the visitor never sees),
 * the visitor's reply, the rating on /workorder opened from the e-mail; a simple message handled with a remark; the
 * card form with every field type. Screenshots at 375 and 1280 in e2e/.artifacts/screenshots.
 */
const SHOTS = 'e2e/.artifacts/screenshots';
let server: RunningServer;
let agent: APIRequestContext;
let smtp: SMTPServer;
const mails: string[] = [];
const { call, patchChannel } = agentApi(() => agent);

async function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, cb) => cb(null, { user: 'mailer' }),
    onData(stream, _session, cb) {
      let body = '';
      stream.on('data', (c: Buffer) => (body += c.toString()));
      stream.on('end', () => {
        mails.push(body);
        cb();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  return (smtp.server.address() as AddressInfo).port;
}

/** The ticket link of the newest e-mail, its quoted-printable undone. */
function mailedLink(woId: string): string {
  const decoded = (mails.at(-1) ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  // Server S-TK13: the token rides in the fragment.
  const link = new RegExp(`/chat_online/workorder\\?woId=${woId}&[^\\s"<>#]*#t=[^\\s"<>&]+`).exec(decoded);
  expect(link, 'the reply e-mail links to the ticket').not.toBeNull();
  return link![0].replace(/&amp;/g, '&');
}

async function openChat(browser: Browser, viewport = MOBILE): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/chat_online/index?channelId=demo&locale=en');
  await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const toast = (page: Page, text: string | RegExp) => page.locator('.adm-toast-main').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const port = await startSmtp();
  server = await startServer({ env: { OUTBOUND_ALLOW_NETWORKS: '127.0.0.1/32' } });
  agent = await playwrightRequest.newContext({ baseURL: server.baseURL });
  await call('post', '/api/console/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await call('post', '/api/console/presence', { presence: 'offline' });
  const channel = await call<{ ticketMail: Record<string, unknown> }>('get', AdminPath.channel('demo'));
  await patchChannel({
    ticketMail: {
      ...channel.ticketMail,
      enabled: true,
      host: '127.0.0.1',
      port,
      secure: false,
      user: 'mailer',
      from: 'care@lumen.example',
    },
  });
  await call('post', TicketDeskPath.mailPassword('demo'), { password: 'smtp-secret' });
});

test.afterAll(async () => {
  await agent.dispose();
  await server.stop();
  removeDataDir(server.dataDir);
  await new Promise((ok) => smtp.close(() => ok(null)));
});

test.describe('widget tickets', () => {
  test.setTimeout(120_000);

  test('W-LM12 no agent online: a ticket with three images, the agent’s reply and note, the visitor’s reply, and the rating from the e-mailed link', async ({
    browser,
  }) => {
    const page = await openChat(browser);
    await menu(page).getByRole('button', { name: 'Talk to a person' }).click();
    await expect(page).toHaveURL(/\/chat_online\/leaveMsg\?channelId=demo&locale=en&tenantId=demo&userId=/);
    await expect(page.getByRole('heading', { name: 'Leave us a message' })).toBeVisible();
    // The ticket type's fields arrive a second after the screen.
    await expect(page.getByLabel('Order number')).toBeVisible();
    await shot(page, 'leave-ticket-375');

    // Attachments: a PDF is refused, three images upload with thumbnails, a fourth has no room.
    const files = page.locator('input[type=file]');
    await files.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await expect(toast(page, 'Only images are allowed')).toBeVisible();
    const colours = ['#b45309', '#0f766e', '#7c3aed'];
    const pngs = await Promise.all(colours.map((c, i) => drawPng(page, `Photo ${i + 1}`, c)));
    await files.setInputFiles(pngs.map((buffer, i) => ({ name: `photo${i + 1}.png`, mimeType: 'image/png', buffer })));
    const thumbs = page.locator('.pw-tk-thumb.is-done');
    await expect(thumbs).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Add image' })).toHaveCount(0);

    // Content first, then the required field, each as a toast.
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await expect(toast(page, 'Please input the leave message content')).toBeVisible();
    await page.getByLabel('Describe your issue').fill('The lamp arrived with a cracked shade.');
    await send.click();
    await expect(toast(page, 'Please input Order number')).toBeVisible();
    await page.getByLabel('Order number').fill('A-1001');
    await page.getByRole('button', { name: 'Topic' }).click();
    await page.locator('.adm-picker').getByText('Done', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Topic' })).toHaveText('Delivery');
    await page.getByRole('button', { name: 'Delivery region' }).click();
    const sheet = page.getByRole('dialog', { name: 'Delivery region' });
    await sheet.getByPlaceholder('Search').fill('shang');
    await sheet.getByRole('button', { name: 'Asia / China / Shanghai' }).click();
    await expect(page.getByRole('button', { name: 'Delivery region' })).toHaveText('Asia / China / Shanghai');
    await page.getByLabel('E-mail for replies').fill('grace@example.com');
    await shot(page, 'leave-ticket-filled-375');
    await send.click();

    const created = page.getByText(/^Ticket #\d+ created$/);
    await expect(created).toBeVisible();
    await expect(page.getByText('by e-mail to grace@example.com')).toBeVisible();
    const woId = /#(\d+)/.exec((await created.textContent()) ?? '')![1]!;
    await shot(page, 'leave-ticket-sent-375');
    await page.locator('.adm-dialog').getByRole('button', { name: 'Back to chat' }).click();
    await expect(page).toHaveURL(/\/chat_online\/index\?channelId=demo&locale=en/);
    await expect(menu(page)).toBeVisible();

    // The agent answers publicly and writes a note; the chat shows the news on "Leave a message".
    await call('post', TicketDeskPath.reply(woId), {
      content: 'Sorry about that! A new shade ships today.',
      status: TicketStatus.WAITING_REPLY,
    });
    await call('post', TicketDeskPath.reply(woId), { content: 'Courier claim #77 with FastShip', internal: true });
    const chip = menu(page).getByRole('button', { name: /Leave a message, 1 ticket has a new reply/ });
    await expect(chip).toBeVisible();
    await shot(page, 'chat-ticket-badge-375');
    await chip.click();

    await expect(page.getByRole('tab', { name: /My messages/, selected: true })).toBeVisible();
    const row = page.getByRole('button', { name: new RegExp(`Ticket #${woId}`) });
    await expect(row).toContainText('1 new reply');
    await expect(row).toContainText('Waiting for your reply');
    await expect(page.getByText('No more records')).toBeVisible();
    await shot(page, 'leave-mine-375');
    await row.click();
    const drawer = page.getByRole('dialog', { name: 'Ticket details' });
    await expect(drawer).toContainText('A new shade ships today.');
    await expect(drawer).toContainText('Ada (agent)');
    await expect(drawer).toContainText('Order number:');
    await expect(drawer).toContainText('Asia / China / Shanghai');
    await expect(drawer.getByRole('list', { name: 'Attachments' }).first().getByRole('img')).toHaveCount(3);
    await expect(drawer).not.toContainText('FastShip');
    await shot(page, 'leave-ticket-drawer-375');

    await drawer.getByRole('button', { name: 'Reply', exact: true }).click();
    const reply = page.getByRole('dialog', { name: 'Reply to work order' });
    await expect(reply.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await reply.getByLabel('Your reply').fill('   ');
    await expect(reply.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await reply.getByLabel('Your reply').fill('Thanks! It is the blue one.');
    // From the chat the reply takes images too (the spec's chat-page payload carries woFileRelVoList).
    const shade = await drawPng(page, 'Blue shade', '#1d4ed8');
    await reply.locator('input[type=file]').setInputFiles({ name: 'blue-shade.png', mimeType: 'image/png', buffer: shade });
    await expect(reply.locator('.pw-tk-thumb.is-done')).toHaveCount(1);
    await shot(page, 'leave-reply-375');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(toast(page, 'Reply sent')).toBeVisible();
    const mine = drawer.locator('.pw-tk-record.is-customer');
    await expect(mine).toContainText('Thanks! It is the blue one.');
    await expect(mine.getByText('blue-shade.png')).toBeVisible();
    await expect(drawer).toContainText('In progress');

    // The agent resolves; the e-mailed link opens the ticket on its own page, where the visitor rates it.
    await call('post', TicketDeskPath.ticket(woId), { status: TicketStatus.RESOLVED });
    const link = mailedLink(woId);
    for (const [viewport, size] of [
      [DESKTOP, '1280'],
      [MOBILE, '375'],
    ] as const) {
      const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: server.baseURL });
      const wo = await context.newPage();
      // W-LM13: the mailed link (token in the fragment); on the phone the spec's query form of older mails.
      const [path, token] = link.split('#t=');
      await wo.goto(size === '1280' ? link : `${path}&token=${token}`);
      await expect(wo.getByRole('heading', { name: 'Leave us a message' })).toBeVisible();
      await expect(wo.getByText('Resolved').first()).toBeVisible();
      await expect(wo.getByText('Thanks! It is the blue one.')).toBeVisible();
      await expect(
        wo
          .getByText('Grace (customer)')
          .or(wo.getByText(/\(customer\)/))
          .first(),
      ).toBeVisible();
      await expect(wo.locator('body')).not.toContainText('FastShip');
      // W-LM13: the token has left the address bar; a reload of the tab still opens the ticket.
      expect(wo.url()).not.toMatch(/token=|#t=/);
      expect(new URL(wo.url()).searchParams.get('woId')).toBe(woId);
      await wo.reload();
      await expect(wo.getByText('Thanks! It is the blue one.')).toBeVisible();
      await shot(wo, `workorder-${size}`);
      if (size === '1280') {
        await expect(wo.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio')).toHaveCount(5);
        await wo.getByRole('radio', { name: '4 stars' }).click();
        await wo.getByLabel('Add a comment (optional)').fill('Quick and friendly, thanks');
        await wo.getByRole('button', { name: 'Send rating' }).click();
        await expect(toast(wo, 'Thanks for your rating')).toBeVisible();
        await expect(wo.getByRole('region', { name: 'Your rating' })).toContainText('Quick and friendly, thanks');
        await shot(wo, 'workorder-rated-1280');
      } else {
        // Rated already: the rating shows instead of the stars to give.
        await expect(wo.getByRole('region', { name: 'Your rating' })).toContainText('Quick and friendly, thanks');
        await expect(wo.getByRole('radiogroup', { name: 'Rating' })).toHaveCount(0);
      }
      await context.close();
    }
    const detail = await call<TicketDetail>('get', TicketDeskPath.ticket(woId));
    expect(detail.handles.some((h) => h.content === 'Thanks! It is the blue one.')).toBe(true);

    // S-TK12: the agent withdraws the links; the old one says so and offers a new one by e-mail, which opens the ticket.
    await call('post', TicketDeskPath.revokeLinks(woId));
    const dead = await (await browser.newContext({ viewport: MOBILE, locale: 'en-US', baseURL: server.baseURL })).newPage();
    await dead.goto(link);
    await expect(dead.getByText('The link may have expired. Ask us for a new one.')).toBeVisible();
    await expect(dead.locator('.adm-dialog')).toHaveCount(0);
    const mailed = mails.length;
    await dead.getByRole('button', { name: 'E-mail me a new link' }).click();
    await expect(dead.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(dead.getByText(/We sent a new link to g\*\*\*@example\.com\./)).toBeVisible();
    await shot(dead, 'workorder-link-renewed-375');
    await expect.poll(() => mails.length, { timeout: 15_000 }).toBe(mailed + 1);
    const renewed = mailedLink(woId);
    expect(renewed).not.toBe(link);
    await dead.goto(renewed);
    await expect(dead.getByText('Thanks! It is the blue one.')).toBeVisible();
    await dead.context().close();
  });

  test('a simple message (leaveMsgType 1): checks, sent, handled with a remark by the agent', async ({ browser }) => {
    await patchChannel({ leaveMsgType: 1 });
    try {
      const page = await openChat(browser, DESKTOP);
      await menu(page).getByRole('button', { name: 'Leave a message' }).click();
      await expect(page).toHaveURL(/\/leaveMsg\?/);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please enter contact name' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Please enter message content' })).toBeVisible();
      await page.getByLabel('Name').fill('Alan Turing');
      await page.getByLabel('Phone').fill('12345');
      await page.getByLabel('E-mail').fill('alan@');
      await expect(page.getByText('Please enter a correct mobile number')).toBeVisible();
      await expect(page.getByText('Please enter a correct e-mail')).toBeVisible();
      await shot(page, 'leave-simple-errors-1280');
      await page.getByLabel('Phone').fill('13800138000');
      await page.getByLabel('E-mail').fill('alan@example.com');
      await page.getByLabel('Message').fill('Please call me back about my order.');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Thanks, we got your message')).toBeVisible();
      await page.locator('.adm-dialog').getByRole('button', { name: 'Back to chat' }).click();
      await expect(page).toHaveURL(/\/chat_online\/index\?/);

      const inbox = await call<Array<{ id: number; msgContent: string }>>('get', `${TicketDeskPath.leaveMessages}?state=unhandled`);
      const mine = inbox.find((m) => m.msgContent === 'Please call me back about my order.')!;
      await call('post', TicketDeskPath.handleLeaveMessage(mine.id), { remark: 'Called back: the parcel is at the depot.' });

      await menu(page).getByRole('button', { name: 'Leave a message' }).click();
      await page.getByRole('tab', { name: 'My messages' }).click();
      const item = page.getByRole('article', { name: 'Message from Alan Turing' });
      await expect(item).toContainText('Handled');
      await expect(item).toContainText('Called back: the parcel is at the depot.');
      await expect(item).toContainText('by Ada');
      await shot(page, 'leave-simple-mine-1280');
      await page.setViewportSize(MOBILE);
      await page.getByRole('tab', { name: 'New message' }).click();
      await shot(page, 'leave-simple-375');
    } finally {
      await patchChannel({ leaveMsgType: 2 });
    }
  });

  test('S-HD7 a message whose answer was lost, sent again, is stored once', async ({ browser }) => {
    await patchChannel({ leaveMsgType: 1 });
    try {
      const page = await openChat(browser, DESKTOP);
      await menu(page).getByRole('button', { name: 'Leave a message' }).click();
      // The first send reaches the server, which stores it, but its answer is lost on the way back.
      const sent: string[] = [];
      let lose = true;
      await page.route(`**${VisitorPath.leaveMsg}`, async (route) => {
        sent.push((route.request().postDataJSON() as { clientId: string }).clientId);
        await route.fetch();
        if (lose) {
          lose = false;
          return route.abort('connectionreset');
        }
        return route.continue();
      });
      const text = `Lost answer ${Date.now()}`;
      await page.getByLabel('Name').fill('Grace Hopper');
      await page.getByLabel('Message').fill(text);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(toast(page, 'Your message could not be sent. Please try again.')).toBeVisible();
      expect(sent).toHaveLength(1);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Thanks, we got your message')).toBeVisible();
      expect(sent).toHaveLength(2);
      expect(sent[1]).toBe(sent[0]);
      const inbox = await call<Array<{ msgContent: string }>>('get', `${TicketDeskPath.leaveMessages}?state=unhandled`);
      expect(inbox.filter((m) => m.msgContent === text)).toHaveLength(1);
    } finally {
      await patchChannel({ leaveMsgType: 2 });
    }
  });

  test('the card form: every field type, the required check, and a ticket of the form’s type', async ({ browser }) => {
    // The visitor comes from the chat (the form uses their stored identity), as a card's link opens it.
    const page = await openChat(browser);
    await page.goto('/chat_online/formData?tenantId=demo&templateId=demo-card-form');
    await expect(page.getByRole('heading', { name: 'Return request' })).toBeVisible();
    await shot(page, 'form-375');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(toast(page, 'Please fill in Order number')).toBeVisible();

    await page.getByLabel('Order number').fill('B-2002');
    await page.getByLabel('What is wrong').fill('The stand wobbles.');
    for (const label of ['Delivered on', 'Pick-up time', 'Refund to']) {
      await page.getByRole('button', { name: label }).click();
      await page.locator('.adm-picker').getByText('Done', { exact: true }).click();
      // The closed picker leaves the page once its animation ends.
      await expect(page.locator('.adm-picker')).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Delivered on' })).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('button', { name: 'Pick-up time' })).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(page.getByRole('button', { name: 'Refund to' })).toHaveText('Original payment');
    await page.getByRole('spinbutton', { name: 'Items to return' }).fill('2');
    await page.getByRole('group', { name: 'Condition' }).getByText('Opened', { exact: true }).click();
    await page.getByRole('group', { name: 'Included' }).getByText('Original box').click();
    await page.getByRole('group', { name: 'Included' }).getByText('Manual').click();
    await page.getByRole('button', { name: 'Ship from' }).click();
    const sheet = page.getByRole('dialog', { name: 'Ship from' });
    await sheet.getByPlaceholder('Search').fill('zzz');
    await expect(sheet.getByText('Nothing matches')).toBeVisible();
    await sheet.getByPlaceholder('Search').fill('china');
    await shot(page, 'form-cascader-375');
    await sheet.getByRole('button', { name: 'Asia / China / Shanghai' }).click();
    await shot(page, 'form-filled-375');
    await submit.click();
    await expect(toast(page, 'Submitted successfully')).toBeVisible();
    const ref = page.getByText(/^Reference #\d+/);
    await expect(ref).toBeVisible();
    const woId = /#(\d+)/.exec((await ref.textContent()) ?? '')![1]!;

    const detail = await call<TicketDetail & { customFields?: unknown }>('get', TicketDeskPath.ticket(woId));
    const text = JSON.stringify(detail);
    for (const v of [
      'B-2002',
      'The stand wobbles.',
      'Original payment',
      'Opened',
      'Original box, Manual',
      'Asia / China / Shanghai',
      'Return request',
    ])
      expect(text).toContain(v);

    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Fill in again' }).click();
    await expect(page.locator('.pw-tk-card')).toHaveCSS('width', '600px');
    await shot(page, 'form-1280');
  });
});
