import type { Page } from '@playwright/test';
import { ConsolePath, EventCode, MsgType, TransferStatus, UPLOAD_MAX_BYTES, type ChatMessage } from '@parley/protocol';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { DESKTOP, expect, test } from '../support/fixtures';
import { startApiVisitor } from '../support/visitorApi';
import { drawPng } from '../support/agentApi';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function signIn(page: Page) {
  await page.goto('/console/');
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Live');
  await page.request.post(ConsolePath.presence, { data: { presence: 'online' } });
}

/** A visitor handed straight to the (online) agent, and their conversation opened in the console. */
async function openChatWithNewVisitor(page: Page, baseURL: string, name: string) {
  const visitor = await startApiVisitor(baseURL, name);
  await visitor.send('Hi, I have a question about my order');
  expect((await visitor.transfer()).status).toBe(TransferStatus.CONNECTED);
  await page.getByRole('list', { name: 'My conversations' }).getByText(name).click();
  const thread = page.getByRole('region', { name: `Conversation with ${name}` });
  await expect(thread.getByText('Hi, I have a question about my order')).toBeVisible();
  return { visitor, thread };
}

const agentMessages = async (visitor: Awaited<ReturnType<typeof startApiVisitor>>): Promise<ChatMessage[]> =>
  (await visitor.events()).flatMap((e) => (e.code === EventCode.AGENT_MESSAGE ? [e.message] : []));

test.describe('console media, cards and ratings', () => {
  test.use({ viewport: DESKTOP });
  // Many uploads and round trips on a small CI machine: three times the default budget.
  test.slow();
  test.afterEach(async ({ page }) => {
    // One server for the suite: leave the admin offline so other specs see "no agent online".
    await page.request.post(ConsolePath.presence, { data: { presence: 'offline' } }).catch(() => undefined);
  });

  test('the agent sends an image, a PDF, a pasted screenshot and a goods card; sees the visitor image', async ({ page, baseURL }) => {
    await signIn(page);
    const name = `Media Tester ${Date.now() % 100000}`;
    const { visitor, thread } = await openChatWithNewVisitor(page, baseURL!, name);
    const photo = await drawPng(page, 'Agent photo', '#4f46e5', 320, 200);

    // Attach: an image and a PDF in one pick; each becomes its own message with the type of its suffix.
    await page.getByTestId('attach-input').setInputFiles([
      { name: 'photo.png', mimeType: 'image/png', buffer: photo },
      { name: 'terms.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(thread.locator('.msg-bubble.agent img.ant-image-img')).toHaveCount(1);
    await expect(thread.locator('.msg-bubble.agent .msg-file')).toContainText('terms.pdf');
    await expect(thread.locator('.msg-bubble.agent .msg-file')).toContainText(`${PDF.length} B`);

    // Over the limit: refused before any byte is sent.
    const uploads: string[] = [];
    page.on('request', (r) => r.url().endsWith('/upload') && uploads.push(r.url()));
    await page
      .getByTestId('attach-input')
      .setInputFiles({ name: 'huge.zip', mimeType: 'application/zip', buffer: Buffer.alloc(UPLOAD_MAX_BYTES + 1) });
    await expect(page.getByText('files cannot be larger than 10 MB')).toBeVisible();
    expect(uploads).toEqual([]);

    // A pasted screenshot waits for confirmation, then goes out as an image.
    const shot = await drawPng(page, 'Screenshot', '#0891b2', 320, 200);
    await page.getByRole('textbox', { name: 'Message' }).evaluate((el, b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    }, shot.toString('base64'));
    const confirm = page.getByRole('dialog', { name: 'Send this pasted image?' });
    await expect(confirm.getByRole('img', { name: 'Pasted from the clipboard' })).toBeVisible();
    await expect(confirm).toContainText(/screenshot-\d{8}-\d{6}\.png/);
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect(thread.locator('.msg-bubble.agent img.ant-image-img')).toHaveCount(2);

    // A goods card from the form.
    await page.getByRole('button', { name: 'Send card' }).click();
    await page.getByRole('menuitem', { name: 'Goods card' }).click();
    const form = page.getByRole('dialog', { name: 'Send a goods card' });
    await form.getByRole('button', { name: 'Send card' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await form.getByLabel('Title').fill('Stainless kettle 1.7 L');
    await form.getByLabel('Label').fill('$ 49.90');
    await form.getByLabel('Product page').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Send card' }).click();
    await expect(form.getByText('Product page must start with https:// or http://')).toBeVisible();
    await form.getByLabel('Product page').fill('https://shop.example/kettle');
    await form.getByRole('button', { name: 'Send card' }).click();
    await expect(thread.locator('.msg-card')).toContainText('Stainless kettle 1.7 L');

    // The visitor receives all four, the files by links only they (and agents) can open.
    let got: ChatMessage[] = [];
    await expect.poll(async () => (got = await agentMessages(visitor)).length).toBe(4);
    const byNumber = (a: number, b: number) => a - b;
    expect(got.map((m) => m.msgType).sort(byNumber)).toEqual([MsgType.IMAGE, MsgType.IMAGE, MsgType.FILE, MsgType.GOODS].sort(byNumber));
    const pdf = got.find((m) => m.msgType === MsgType.FILE)!;
    expect(pdf).toMatchObject({ fileName: 'terms.pdf', size: PDF.length });
    const image = got.find((m) => m.msgType === MsgType.IMAGE && m.fileName === 'photo.png')!;
    const fetched = await fetch(baseURL! + image.msgContent);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(got.some((m) => m.msgType === MsgType.IMAGE && /^screenshot-\d{8}-\d{6}\.png$/.test(m.fileName ?? ''))).toBe(true);
    expect(JSON.parse(got.find((m) => m.msgType === MsgType.GOODS)!.msgContent)).toEqual({
      imgUrl: '',
      title: 'Stainless kettle 1.7 L',
      describe: '',
      label: '$ 49.90',
      fromUrl: 'https://shop.example/kettle',
    });

    // The visitor sends an image of their own: the agent sees its thumbnail and opens it in the lightbox.
    const theirs = await visitor.upload('broken.png', await drawPng(page, 'Visitor photo', '#dc2626', 320, 200), 'image/png');
    await visitor.send(theirs.url, MsgType.IMAGE, { fileName: theirs.name });
    const thumb = thread.locator('.msg-bubble.visitor img.ant-image-img');
    await expect(thumb).toBeVisible();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await thumb.click();
    await expect(page.locator('.ant-image-preview img').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // HTML from the visitor is sanitised: formatting stays, script never runs.
    await visitor.send('<p>See <b>this</b><img src=x onerror="window.__xss=1"><script>window.__xss=2</script></p>', MsgType.HTML);
    await expect(thread.locator('.msg-html b')).toHaveText('this');
    await expect(thread.locator('.msg-html img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('the agent sends the workspace’s card form from “Send card”; the visitor gets its link card', async ({ page, baseURL }) => {
    await signIn(page);
    const name = `Card Form Tester ${Date.now() % 100000}`;
    const { visitor, thread } = await openChatWithNewVisitor(page, baseURL!, name);
    await page.getByRole('button', { name: 'Send card' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Card forms')).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/screenshots/console-send-card-form-1280.png' });
    await menu.getByRole('menuitem', { name: 'Return request' }).click();
    await expect(thread.locator('.msg-card')).toContainText('Return request');
    await expect(thread.locator('.msg-card')).toContainText('Card form');
    await page.screenshot({ path: 'e2e/.artifacts/screenshots/console-card-form-sent-1280.png' });
    await expect(page.getByRole('list', { name: 'My conversations' }).getByText('[Card form] Return request')).toBeVisible();

    let got: ChatMessage[] = [];
    await expect.poll(async () => (got = await agentMessages(visitor)).length).toBe(1);
    expect(got[0]!.msgType).toBe(MsgType.CARD);
    // What the widget opens as /formData (its card reader takes templateId and title).
    expect(JSON.parse(got[0]!.msgContent)).toEqual({ templateId: 'demo-card-form', title: 'Return request' });

    // On a phone the menu stays whole inside the window, the card forms included.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Send card' }).click();
    const item = page.getByRole('menu').getByRole('menuitem', { name: 'Return request' });
    await expect(item).toBeVisible();
    const box = (await page.getByRole('menu').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'e2e/.artifacts/screenshots/console-send-card-form-375.png' });
  });

  test('the rating shows in the header and the visitor panel, and the agent corrects the contact data', async ({ page, baseURL }) => {
    await signIn(page);
    const name = `Rating Tester ${Date.now() % 100000}`;
    const { visitor, thread } = await openChatWithNewVisitor(page, baseURL!, name);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(thread.getByText('This chat has ended.')).toBeVisible();

    await visitor.evaluate({
      evaluateAdminStar: 4,
      evaluateAdminSolve: 1,
      evaluateAdminTag: 'Friendly',
      evaluateAdminContent: 'Quick and kind',
    });
    await expect(thread.getByLabel('Rated 4, solved')).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Visitor' });
    const rating = panel.getByRole('region', { name: 'Rating' });
    await expect(rating).toContainText('Solved');
    await expect(rating).toContainText('Friendly');
    await expect(rating).toContainText('Quick and kind');

    await panel.getByRole('button', { name: 'Edit contact' }).click();
    const contact = panel.getByRole('form', { name: 'Edit contact' });
    await contact.getByLabel('E-mail').fill('not an address');
    await contact.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(contact.getByText('Enter a correct e-mail')).toBeVisible();
    await contact.getByLabel('E-mail').fill('rating.tester@example.com');
    await contact.getByLabel('Phone').fill('+44 20 7946 0958');
    await contact.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Visitor updated')).toBeVisible();
    await expect(panel).toContainText('rating.tester@example.com');
    await expect(panel).toContainText('+44 20 7946 0958');
  });
});
