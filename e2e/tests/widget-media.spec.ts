import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MsgType, UPLOAD_MAX_BYTES, parseCard } from '@parley/protocol';
import { agentApi, drawPng } from '../support/agentApi';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * Every message type in the widget (issue 5, widget side): the agent sends each type through the console API, the
 * visitor sees each body; visitor uploads, the lightbox, a pasted screenshot, the 10 MB refusal, an in-chat form and
 * XSS payloads. Its own server: the suite changes presence and the channel's formTargets.
 */
const SHOTS = 'e2e/.artifacts/screens';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** The head of an MP4 (ftyp box): enough for the server's content check and an inline player. */
const MP4 = Buffer.concat([
  Buffer.from('0000001866747970', 'hex'),
  Buffer.from('mp42'),
  Buffer.alloc(4),
  Buffer.from('mp42isom'),
  Buffer.alloc(2048),
]);

/** A second of silence as a real WAV file. */
function wav(): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data.fill(128)]);
}

let server: RunningServer;
let agent: APIRequestContext;
const { call, patchChannel, sessionOf } = agentApi(() => agent);
let formTarget: { server: Server; origin: string; bodies: unknown[] };

/** Watches the page for script that should never run: dialogs and a global the payloads try to set. */
function xssWatch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return {
    dialogs,
    fired: () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  };
}

async function openVisitor(browser: Browser, viewport = MOBILE, extra = ''): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto(`/chat_online/index?channelId=demo${extra}`);
  await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  return page;
}

/** Each test's visitor takes a seat; earlier tests' conversations are closed so the agent's capacity never fills. */
async function freeSeats() {
  const open = await call<Array<{ sessionId: number; status: number }>>('get', '/api/console/conversations');
  for (const c of open.filter((x) => x.status === 2)) await call('post', `/api/console/conversations/${c.sessionId}/close`);
}

async function connect(page: Page): Promise<number> {
  await freeSeats();
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Talk to a person' }).click();
  await expect(page.getByText('Ada joined the conversation')).toBeVisible();
  return sessionOf(page);
}

async function agentUpload(sessionId: number, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const res = await agent.post(`/api/console/conversations/${sessionId}/upload`, { multipart: { file: { name, mimeType, buffer } } });
  const body = (await res.json()) as { code: number; message: string; data: { url: string } };
  expect(body.code, body.message).toBe(200);
  return body.data.url;
}

const agentSend = (sessionId: number, msgType: number, msgContent: string, extra: Record<string, unknown> = {}) =>
  call<{ msgId: number }>('post', `/api/console/conversations/${sessionId}/messages`, { msgType, msgContent, ...extra });

const agentMessages = (sessionId: number) =>
  call<Array<{ msgType: number; msgContent: string; fileName?: string; senderType: number }>>(
    'get',
    `/api/console/conversations/${sessionId}/messages`,
  );

const rows = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');

/** Scrolls a message into view and screenshots the chat at both sizes. */
async function shoot(page: Page, row: ReturnType<Page['locator']>, name: string) {
  for (const [size, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await row.scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/media-${name}-${size}.png` });
  }
  await page.setViewportSize(MOBILE);
}

// Twenty screenshots and real uploads take longer than the default 30 s on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  // The form target runs on loopback, which the server refuses unless the operator allows it.
  server = await startServer({ env: { OUTBOUND_ALLOW_NETWORKS: '127.0.0.1/32' } });
  agent = await playwrightRequest.newContext({ baseURL: server.baseURL });
  await call('post', '/api/console/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await call('post', '/api/console/presence', { presence: 'online' });
  const bodies: unknown[] = [];
  const target = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(body || '{}'));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Thanks, your refund request is in.' }));
    });
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  formTarget = { server: target, origin: `http://127.0.0.1:${(target.address() as AddressInfo).port}`, bodies };
  await patchChannel({ formTargets: [formTarget.origin] });
});

test.afterAll(async () => {
  await agent.dispose();
  await server.stop();
  removeDataDir(server.dataDir);
  await new Promise((r) => formTarget.server.close(r));
});

test.describe('widget message types', () => {
  test('W-MT1 each type the agent sends renders with its own body; the lightbox opens on images', async ({ browser }) => {
    const page = await openVisitor(browser);
    const sessionId = await connect(page);
    const photo = await agentUpload(sessionId, 'sunset.png', 'image/png', await drawPng(page, 'Sunset', '#ea580c'));
    const second = await agentUpload(sessionId, 'forest.png', 'image/png', await drawPng(page, 'Forest', '#15803d'));
    const video = await agentUpload(sessionId, 'demo.mp4', 'video/mp4', MP4);
    const audio = await agentUpload(sessionId, 'voice-note.wav', 'audio/wav', wav());
    const pdf = await agentUpload(sessionId, 'invoice-2024-05.pdf', 'application/pdf', PDF);
    const pic = `${server.baseURL}${photo}`;

    await agentSend(sessionId, MsgType.TEXT, 'Hi! Details at https://example.com/help and 这里');
    await agentSend(sessionId, MsgType.IMAGE, photo, { fileName: 'sunset.png' });
    await agentSend(sessionId, MsgType.IMAGE, second, { fileName: 'forest.png' });
    await agentSend(sessionId, MsgType.VIDEO, video, { fileName: 'demo.mp4' });
    await agentSend(sessionId, MsgType.AUDIO, audio, { fileName: 'voice-note.wav' });
    await agentSend(sessionId, MsgType.FILE, pdf, { fileName: 'invoice-2024-05.pdf', size: 48_213 });
    await agentSend(
      sessionId,
      MsgType.GOODS,
      JSON.stringify({
        title: 'Aurora desk lamp',
        describe: 'Warm dimmable LED, oak base',
        label: '¥ 199.00',
        imgUrl: pic,
        fromUrl: 'https://shop.example/p/lamp',
      }),
    );
    await agentSend(
      sessionId,
      MsgType.ORDER,
      JSON.stringify({
        title: 'Aurora desk lamp × 2',
        describe: 'Express delivery',
        orderStatus: 'Shipped',
        orderCode: 'LH-20240501-0042',
        orderTime: '2024-05-01 12:30',
        imgUrl: pic,
        fromUrl: 'https://shop.example/o/42',
      }),
    );
    await agentSend(
      sessionId,
      MsgType.RICH_LINK,
      JSON.stringify({
        title: 'How to set up your lamp',
        subTitle: 'Help centre',
        describe: 'Three steps, five minutes.',
        linkType: 'Article',
        imgUrl: pic,
        linkUrl: 'https://help.example/lamp-setup',
      }),
    );
    await agentSend(sessionId, MsgType.CARD, JSON.stringify({ templateId: 'warranty', title: 'Register your warranty' }));
    await agentSend(
      sessionId,
      MsgType.HTML,
      '<p>Which one do you mean?</p><ul><li><b>Delivery</b> times</li><li>Returns — see <a href="https://help.example/returns">returns</a></li></ul>',
    );
    await agentSend(sessionId, MsgType.TEXT, 'Your parcel left the warehouse.', {});

    const list = page.getByRole('list', { name: 'Conversation' });
    const body = (selector: string) => list.locator(selector);
    const textLink = rows(page).filter({ hasText: 'Details at' }).getByRole('link', { name: 'https://example.com/help' });
    await expect(textLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(textLink).toHaveAttribute('target', '_blank');
    await expect(body('.pw-image img')).toHaveCount(2);
    await expect(body('.pw-video video')).toHaveCount(1);
    await expect(body('.pw-audio audio')).toHaveCount(1);
    await expect(body('.pw-file')).toContainText('invoice-2024-05.pdf');
    await expect(body('.pw-file')).toContainText('47 kB');
    await expect(body('.pw-file').getByRole('link', { name: 'Download' })).toHaveAttribute('href', pdf);
    const goods = body('.pw-card').filter({ hasText: 'Aurora desk lamp' }).first();
    await expect(goods).toContainText('¥ 199.00');
    await expect(goods.getByRole('link', { name: 'View product' })).toHaveAttribute('target', '_blank');
    await expect(body('.pw-card').filter({ hasText: 'LH-20240501-0042' })).toContainText('Shipped');
    await expect(
      body('.pw-card').filter({ hasText: 'How to set up your lamp' }).getByRole('link', { name: 'Open help.example' }),
    ).toBeVisible();
    await expect(
      body('.pw-card').filter({ hasText: 'Register your warranty' }).getByRole('link', { name: 'Fill in the form' }),
    ).toHaveAttribute('href', /\/chat_online\/formData\?tenantId=[^&]+&templateId=warranty&channelId=[^&]+&locale=en$/);
    await expect(body('.pw-html li')).toHaveCount(2);

    const shots: [string, string][] = [
      ['text', 'Details at'],
      ['image', 'sunset'],
      ['video', 'demo'],
      ['audio', 'voice-note'],
      ['file', 'invoice-2024-05.pdf'],
      ['goods', '¥ 199.00'],
      ['order', 'LH-20240501-0042'],
      ['link', 'How to set up your lamp'],
      ['card-form-link', 'Register your warranty'],
      ['html', 'Which one do you mean?'],
    ];
    for (const [name, text] of shots) {
      const row =
        name === 'image'
          ? list.locator('li').filter({ has: page.locator('img[alt="sunset.png"]') })
          : name === 'video'
            ? list.locator('li').filter({ has: page.locator('video') })
            : rows(page).filter({ hasText: text }).first();
      await shoot(page, row.first(), `type-${name}`);
    }

    // W-MT2: the lightbox opens on the tapped image and swipes through the conversation's images.
    await list.locator('img[alt="forest.png"]').click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Image 2 of 2' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/media-lightbox-375.png` });
    await page.context().close();
  });

  test('visitor uploads: buttons at status 2, progress then sent, the 10 MB and wrong-type toasts before any byte, drag-and-drop', async ({
    browser,
  }) => {
    const page = await openVisitor(browser);
    await expect(page.getByRole('button', { name: 'Attach an image' })).toHaveCount(0);
    const sessionId = await connect(page);
    await expect(page.getByRole('button', { name: 'Attach an image' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Attach a video' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Attach a file' })).toBeVisible();

    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/chat/visitor/upload')) uploads.push(r.url());
    });
    await page
      .locator('input[data-source="file"]')
      .setInputFiles({ name: 'huge.zip', mimeType: 'application/zip', buffer: Buffer.alloc(UPLOAD_MAX_BYTES + 1) });
    await expect(page.getByText('file cannot be larger than 10M')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/media-too-large-375.png` });
    await page.locator('input[data-source="image"]').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('only pictures or movies can be sent')).toBeVisible();
    expect(uploads).toEqual([]);

    // The upload is slowed so the pending message and its progress bar can be seen.
    await page.route('**/api/chat/visitor/upload', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const png = await drawPng(page, 'My receipt', '#7c3aed');
    await page.locator('input[data-source="image"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    const pending = rows(page).last();
    await expect(pending.getByRole('progressbar')).toBeAttached();
    await expect(pending.getByRole('status', { name: 'Sending' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/media-uploading-375.png` });
    await expect(pending.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
    await expect(pending.locator('img')).toHaveAttribute('src', /\/api\/files\/.+\/receipt\.png\?e=\d+&s=/);
    await page.unroute('**/api/chat/visitor/upload');

    // W-UP8: a file dropped onto the chat.
    await page.locator('.pw-chat').evaluate((el, b64) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'order-form.pdf', { type: 'application/pdf' }));
      el.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true, cancelable: true }));
      el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, PDF.toString('base64'));
    await expect(rows(page).last().locator('.pw-file')).toContainText('order-form.pdf');
    await expect(rows(page).last().getByRole('link', { name: 'Download' })).toBeVisible();

    await expect
      .poll(async () => (await agentMessages(sessionId)).filter((m) => m.senderType === 1).map((m) => [m.msgType, m.fileName]))
      .toEqual([
        [MsgType.IMAGE, 'receipt.png'],
        [MsgType.FILE, 'order-form.pdf'],
      ]);
    await shoot(page, rows(page).last(), 'visitor-uploads');
    await page.context().close();
  });

  test('desktop: a pasted screenshot opens a confirmation with its preview and is sent once confirmed; pasted text stays plain', async ({
    browser,
  }) => {
    const page = await openVisitor(browser, DESKTOP);
    const sessionId = await connect(page);
    const input = page.getByRole('textbox', { name: 'Message' });
    const shot = await drawPng(page, 'Screenshot', '#0891b2');
    const paste = (b64: string | null, html?: string) =>
      input.evaluate(
        (el, [data, markup]) => {
          const dt = new DataTransfer();
          if (data) dt.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], 'image.png', { type: 'image/png' }));
          if (markup) {
            dt.setData('text/html', markup);
            dt.setData('text/plain', 'plain words');
          }
          return el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
        },
        [b64, html] as const,
      );

    // W-UP9: text is not taken over: the textarea keeps its own plain-text paste.
    expect(await paste(null, '<b onmouseover="window.__xss=1">rich</b>')).toBe(true);

    await paste(shot.toString('base64'));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Send this screenshot?')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'The pasted screenshot' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/media-paste-confirm-1280.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await paste(shot.toString('base64'));
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(rows(page).last().locator('img')).toHaveAttribute('alt', /^screenshot-\d{8}-\d{6}\.png$/);
    await expect
      .poll(async () =>
        (await agentMessages(sessionId))
          .filter((m) => m.senderType === 1)
          .map((m) => [m.msgType, /^screenshot-\d{8}-\d{6}\.png$/.test(m.fileName ?? '')]),
      )
      .toEqual([[MsgType.IMAGE, true]]);
    await page.screenshot({ path: `${SHOTS}/media-paste-sent-1280.png` });
    await page.context().close();
  });

  test('W-MT6 W-MT10 an in-chat form is filled with the shared field controls, posted through fromRequest to an allowed target, and its result shown', async ({
    browser,
  }) => {
    const page = await openVisitor(browser);
    const sessionId = await connect(page);
    await agentSend(
      sessionId,
      MsgType.FORM,
      JSON.stringify({
        referGuide: 'Please tell us about the item you want to return.',
        fromFields: [
          { fieldName: 'orderNo', label: 'Order number', require: 1, fieldType: 1 },
          {
            fieldName: 'reason',
            label: 'Reason',
            fieldType: 6,
            options: [
              { label: 'Arrived broken', value: 'broken' },
              { label: 'Changed my mind', value: 'mind' },
            ],
          },
          { fieldName: 'count', label: 'How many?', fieldType: 5 },
          { fieldName: 'arrived', label: 'Delivered at', fieldType: 4 },
          {
            fieldName: 'parts',
            label: 'What is damaged?',
            fieldType: 8,
            options: [
              { label: 'Shade', value: 'shade' },
              { label: 'Stand', value: 'stand' },
            ],
          },
          { fieldName: 'note', label: 'Anything else?', fieldType: 2 },
        ],
        url: `${formTarget.origin}/refunds`,
        method: 'POST',
        bodyType: 'application/json',
      }),
    );
    const form = page.locator('form.pw-form');
    await expect(form.getByText('Please tell us about the item you want to return.')).toBeVisible();
    await expect(form.locator('.pw-uf__req')).toHaveCount(1);
    await shoot(page, form, 'type-form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please fill in Order number')).toBeVisible();
    await expect(form.getByLabel('Order number')).toHaveAttribute('aria-invalid', 'true');
    expect(formTarget.bodies).toEqual([]);

    // W-MT10: the pre-chat form's controls; a picker opens as a sheet at the end of the page, not inside the bubble.
    await form.getByLabel('Order number').fill('LH-42');
    await form.getByLabel('How many?').fill('2');
    await form.getByRole('button', { name: 'Reason' }).click();
    await expect(page.locator('.adm-picker')).toBeVisible();
    await expect(form.locator('.adm-picker')).toHaveCount(0);
    await page.locator('.adm-picker').getByText('Done', { exact: true }).click();
    await expect(form.getByRole('button', { name: 'Reason' })).toHaveText('Arrived broken');
    await expect(page.locator('.adm-picker')).toHaveCount(0);
    await form.getByRole('button', { name: 'Delivered at' }).click();
    await page.locator('.adm-picker').getByText('Done', { exact: true }).click();
    await expect(page.locator('.adm-picker')).toHaveCount(0);
    const damaged = form.getByRole('group', { name: 'What is damaged?' });
    await damaged.getByText('Shade').click();
    await expect(damaged.getByRole('checkbox', { name: 'Shade' })).toBeChecked();
    // The boxes are real checkboxes for the keyboard and screen readers, as the native ones were.
    await damaged.getByRole('checkbox', { name: 'Stand' }).focus();
    await page.keyboard.press('Space');
    await expect(damaged.getByRole('checkbox', { name: 'Stand' })).toBeChecked();
    await shoot(page, form, 'type-form-filled');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Thanks, your refund request is in.')).toBeVisible();
    // The tenant's endpoint still receives text: the number as its digits, the date-time as 'yyyy-MM-dd HH:mm'.
    expect(formTarget.bodies).toEqual([
      {
        orderNo: 'LH-42',
        reason: 'broken',
        count: '2',
        arrived: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        parts: ['shade', 'stand'],
        note: '',
      },
    ]);
    // Sent: the answers stay readable and take no more.
    await expect(form.getByLabel('Order number')).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Reason' })).toBeDisabled();
    await expect(form.getByRole('checkbox', { name: 'Shade' })).toBeDisabled();
    // The agent reads the answers as the visitor's form reply.
    await expect(rows(page).last().locator('.pw-form--reply')).toContainText('LH-42');
    await expect
      .poll(async () =>
        (await agentMessages(sessionId)).some((m) => m.senderType === 1 && m.msgType === MsgType.FORM && m.msgContent.includes('LH-42')),
      )
      .toBe(true);
    await shoot(page, form, 'form-submitted');
    await page.context().close();
  });

  test('the product in the URL is sent once as a goods card when the chat connects', async ({ browser }) => {
    const q = new URLSearchParams({
      goodsTitle: 'Aurora desk lamp',
      goodsPrice: '¥ 199.00',
      goodsDesc: 'Warm dimmable LED',
      goodsUrl: 'https://shop.example/p/lamp',
    });
    const page = await openVisitor(browser, MOBILE, `&${q}`);
    const sessionId = await connect(page);
    await expect(rows(page).last().locator('.pw-card')).toContainText('Aurora desk lamp');
    const goods = async () => (await agentMessages(sessionId)).filter((m) => m.msgType === MsgType.GOODS);
    await expect.poll(async () => (await goods()).map((m) => parseCard(MsgType.GOODS, m.msgContent)?.title)).toEqual(['Aurora desk lamp']);
    await shoot(page, rows(page).last(), 'product-from-url');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Ada' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await goods()).toHaveLength(1);
    await page.context().close();
  });

  test('XSS payloads from the agent side never run in the visitor page', async ({ browser }) => {
    const page = await openVisitor(browser);
    const watch = xssWatch(page);
    const sessionId = await connect(page);
    const script = '<script>window.__xss=1;alert(1)</script>';
    await agentSend(
      sessionId,
      MsgType.HTML,
      `<img src=x onerror="window.__xss=1;alert(1)"><a href="javascript:window.__xss=1;alert(1)">html link</a>${script}<svg onload="window.__xss=1"></svg><p>after</p>`,
    );
    await agentSend(sessionId, MsgType.TEXT, `<img src=x onerror="window.__xss=1;alert(1)"> javascript:alert(1) ${script}`);
    await agentSend(
      sessionId,
      MsgType.GOODS,
      JSON.stringify({
        title: `${script}<img src=x onerror=alert(1)>`,
        describe: script,
        label: '"><img src=x onerror=alert(1)>',
        imgUrl: '',
        fromUrl: '',
      }),
    );
    await agentSend(sessionId, MsgType.RICH_LINK, JSON.stringify({ title: 'Click me', linkUrl: 'javascript:window.__xss=1;alert(1)' }));
    await agentSend(sessionId, MsgType.CARD, JSON.stringify({ title: script, url: 'javascript:alert(1)', picture: 'javascript:alert(1)' }));
    await agentSend(sessionId, MsgType.IMAGE, 'javascript:window.__xss=1', { fileName: 'evil.png' });
    await agentSend(sessionId, MsgType.FILE, 'javascript:window.__xss=1', { fileName: 'evil.pdf' });
    await agentSend(
      sessionId,
      MsgType.FORM,
      JSON.stringify({
        referGuide: script,
        fromFields: [{ label: `<img src=x onerror=alert(1)>`, require: 1 }],
        url: 'javascript:alert(1)',
      }),
    );
    await agentSend(sessionId, MsgType.TEXT, 'end of payloads');
    await expect(page.getByText('end of payloads')).toBeVisible();

    const list = page.getByRole('list', { name: 'Conversation' });
    await expect(list.locator('.pw-html').getByText('after')).toBeVisible();
    await expect(list.locator('script')).toHaveCount(0);
    await expect(list.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
    await expect(list.locator('a[href^="javascript:" i], img[src^="javascript:" i]')).toHaveCount(0);
    // The card title is text, shown as written.
    await expect(list.locator('.pw-card__title').filter({ hasText: '<script>' }).first()).toBeVisible();
    await list.getByText('html link').click();
    await list.getByText('Click me').first().click();
    await page.waitForTimeout(500);
    await shoot(page, rows(page).filter({ hasText: 'after' }).first(), 'xss');
    expect(watch.dialogs).toEqual([]);
    expect(await watch.fired()).toBeUndefined();
    await page.context().close();
  });
});
