import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { TOKEN_HEADER, TicketPath, VisitorPath, type LeaveMessage, type TemplateField, type WorkOrder } from '@parley/protocol';
import { drawPng } from '../support/agentApi';
import { signInAdmin } from '../support/consoleSignIn';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ownServer } from '../support/ownServer';
import { visitorPost } from '../support/visitorApi';

/**
 * The agents' ticket desk (issue 13), against a server of this spec's own (tickets, handled messages and an edited
 * template would leak into the shared one): a visitor, over the real HTTP API, leaves a ticket with an image and a
 * simple message; the agent answers the ticket in the console (note, reply, resolve), marks the message handled, and
 * edits the ticket type's fields. Screenshots at 1280 and 375 in e2e/.artifacts/tickets/.
 */
const SHOTS = 'e2e/.artifacts/tickets';
const TICKET_TYPE = 'demo-ticket-type';

const server = ownServer();

interface ApiVisitor {
  userId: string;
  token: string;
}

async function newVisitor(name: string, email: string): Promise<ApiVisitor> {
  return visitorPost<ApiVisitor>(server().baseURL, VisitorPath.chatStart, { channelId: 'demo', userName: name, email, locale: 'en' });
}

async function uploadImage(v: ApiVisitor, name: string, png: Buffer): Promise<{ url: string; name: string; suffix: string }> {
  const form = new FormData();
  form.append('userId', v.userId);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await fetch(server().baseURL + TicketPath.clientUpload, { method: 'POST', headers: { [TOKEN_HEADER]: v.token }, body: form });
  const json = (await res.json()) as { code: number; message: string; data: { url: string; name: string; suffix: string } };
  expect(json.code, json.message).toBe(200);
  return json.data;
}

async function leaveTicket(v: ApiVisitor, content: string, image: { url: string; name: string; suffix: string }): Promise<string> {
  const answer = await visitorPost<{ woId: string }>(
    server().baseURL,
    TicketPath.addWo,
    {
      userId: v.userId,
      tenantId: 'demo',
      woContent: content,
      woTypeId: TICKET_TYPE,
      woFileRelVoList: [{ fileName: image.name, fileType: image.suffix, fileUrl: image.url }],
      cusFieldConfigInfoVoList: [
        { fieldId: 'order', fieldValue: 'A-1001' },
        { fieldId: 'topic', fieldValue: '3' },
        { fieldId: 'region', fieldValue: ['asia', 'cn', 'sh'] },
      ],
    },
    v.token,
  );
  return answer.woId;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

test.describe('console tickets', () => {
  test.use({ viewport: DESKTOP });
  // Many steps on a shared 2-core machine, the console bundle loading first.
  test.setTimeout(120_000);
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('a visitor’s ticket reaches the desk live; the agent notes, replies and resolves it, and the customer sees the reply only', async ({
    page,
  }) => {
    const v = await newVisitor('Grace Hopper', 'grace@example.com');
    const png = await drawPng(page, 'Broken lamp', '#b45309');
    const image = await uploadImage(v, 'lamp.png', png);

    // The badge's first count comes from these lists; read it once they are in.
    const seeded = page.waitForResponse((r) => r.url().includes('/api/console/leaveMessages'));
    await signInAdmin(page, server().baseURL, '/tickets');
    await expect(page.getByRole('tab', { name: /Tickets/ })).toBeVisible({ timeout: 20_000 });
    await seeded;
    const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Tickets/ });
    // No badge at all reads as 0 (textContent would wait for one).
    const badge = nav.locator('.ant-badge-count');
    const badgeBefore = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;

    // The ticket arrives while the list is open: the row appears and the badge counts it, without a reload.
    const woId = await leaveTicket(v, 'The lamp arrived with a cracked shade.\nCan you send a new one?', image);
    const row = page.getByRole('row', { name: new RegExp(`#${woId}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Grace Hopper');
    await expect(row).toContainText('New');
    await expect(row).toContainText('Support request');
    await expect(row).toContainText(/left/);
    await expect(nav.locator('.ant-badge-count')).toHaveText(String(badgeBefore + 1));
    await shot(page, 'list-1280');

    // A saved view from the current filters.
    await page.getByLabel('Priority').click();
    await page.locator('.ant-select-item-option', { hasText: 'Normal' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/priority=1/);
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByLabel('View name').fill('Normal open');
    await page.getByLabel('View name').press('Enter');
    await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Normal open', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/status=any/);

    await page.getByRole('row', { name: new RegExp(`#${woId}`) }).click();
    await expect(page.getByRole('heading', { name: 'Leave us a message' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Order number');
    await expect(details).toContainText('A-1001');
    await expect(details).toContainText('Asia / China / Shanghai');
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText('grace@example.com');
    await expect(page.getByRole('region', { name: 'Service level' })).toContainText('First response');
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('img', { name: 'lamp.png' })).toBeVisible();

    // An internal note: yellow, locked, for agents only.
    await page.getByText('Internal note', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Internal note' }).fill('Shade cracks are a known courier problem; claim with the courier.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added')).toBeVisible();
    const note = timeline.locator('.tl-note-card');
    await expect(note).toContainText('Only agents see this');
    await expect(note).toContainText('claim with the courier');

    // A public reply, then resolved from the header.
    await page.getByText('Public reply', { exact: true }).click();
    await page
      .getByRole('textbox', { name: 'Reply', exact: true })
      .fill('Sorry about that! A new shade is on its way; it should arrive on Friday.');
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(page.getByText('Reply sent', { exact: true })).toBeVisible();
    await expect(timeline.locator('.tl-agent-card')).toContainText('A new shade is on its way');
    await expect(page.getByRole('region', { name: 'Service level' })).toContainText('Met');

    await page.getByLabel('Status', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Resolved' }).click();
    await expect(page.getByText('Status changed')).toBeVisible();
    await expect(page.locator('.ticket-head .ticket-status')).toHaveText('Resolved');
    await expect(timeline.locator('.tl-event').last()).toContainText('set the status to');
    if (badgeBefore === 0) await expect(nav.locator('.ant-badge-count')).toHaveCount(0);
    else await expect(nav.locator('.ant-badge-count')).toHaveText(String(badgeBefore));
    await shot(page, 'detail-1280');

    // The customer's view: the reply and the status, never the note.
    const wo = await visitorPost<WorkOrder>(server().baseURL, TicketPath.queryWoById, { id: woId, userId: v.userId }, v.token);
    expect(wo.woStatus).toBe(3);
    expect(wo.handleList.map((h) => h.handleContent).join(' ')).toContain('A new shade is on its way');
    expect(JSON.stringify(wo)).not.toContain('courier');

    await page.setViewportSize(MOBILE);
    await expect(page.locator('.ticket-head')).toBeVisible();
    await shot(page, 'detail-375');
    await page.getByRole('button', { name: 'Back to tickets' }).click();
    await expect(page.locator('.ticket-card').first()).toBeVisible();
    await shot(page, 'list-375');
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  test('a simple leave message is marked handled with a remark, live, and the visitor sees the remark', async ({ page }) => {
    await signInAdmin(page, server().baseURL, '/tickets/messages');
    await expect(page.getByRole('tab', { name: /Leave messages/, selected: true })).toBeVisible({ timeout: 20_000 });
    const v = await newVisitor('Alan Turing', 'alan@example.com');
    await visitorPost(
      server().baseURL,
      VisitorPath.leaveMsg,
      { userId: v.userId, customerName: 'Alan Turing', customerPhone: '13800138000', msgContent: 'Please call me back about my order.' },
      v.token,
    );

    const item = page.locator('.leave-item', { hasText: 'Please call me back about my order.' });
    await expect(item).toBeVisible();
    await expect(item).toContainText('13800138000');
    await shot(page, 'leave-messages-1280');
    await item.getByRole('button', { name: 'Mark the message from Alan Turing handled' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark handled' });
    await dialog.getByLabel('Remark').fill('Called back: the parcel is at the depot.');
    await dialog.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByText('Marked handled')).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.getByText('Handled', { exact: true }).click();
    const handled = page.locator('.leave-item', { hasText: 'Please call me back about my order.' });
    await expect(handled).toContainText('Called back: the parcel is at the depot.');
    await expect(handled).toContainText('by Ada');

    const mine = await visitorPost<LeaveMessage[]>(server().baseURL, VisitorPath.getLeaveMsgList, { userId: v.userId }, v.token);
    expect(mine[0]).toMatchObject({ msgState: 1, msgDesc: 'Called back: the parcel is at the depot.' });
    await page.setViewportSize(MOBILE);
    await shot(page, 'leave-messages-375');
  });

  test('an admin adds an option to a ticket type’s field; the visitor’s form gets it', async ({ page }) => {
    await signInAdmin(page, server().baseURL, '/settings/tickets');
    const row = page.getByRole('row', { name: /Support request/ });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await shot(page, 'templates-1280');
    await row.click();
    const drawer = page.getByRole('dialog', { name: 'Edit ticket type' });
    await expect(drawer.getByLabel('Template name')).toHaveValue('Support request');
    const topic = drawer.getByRole('listitem', { name: 'Field 2' });
    await expect(topic.getByLabel('Field 2 name')).toHaveValue('Topic');
    await topic.getByRole('button', { name: 'Add option' }).click();
    await topic.getByLabel('Topic option 6 label').fill('Warranty');
    await expect(topic.getByLabel('Topic option 6 id')).toHaveValue('6');
    // A blank option label is refused before anything is sent.
    await topic.getByRole('button', { name: 'Add option' }).click();
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(topic.getByText('Every option needs a label and an id')).toBeVisible();
    await topic.getByRole('button', { name: 'Remove Topic option 7' }).click();
    await expect(topic.getByText('Every option needs a label and an id')).toHaveCount(0);
    await drawer.getByLabel('First response within hours').fill('2');
    await shot(page, 'template-editor-1280');
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Support request saved')).toBeVisible();
    await expect(page.getByRole('row', { name: /Support request/ })).toContainText('2h');

    const fields = await visitorPost<{ items: TemplateField[] }>(server().baseURL, TicketPath.getTemplateFiledInfoByTypeId, {
      id: TICKET_TYPE,
      tenantId: 'demo',
    });
    expect(fields.items.find((f) => f.fieldId === 'topic')?.fieldValue).toContain('"name":"Warranty"');

    await page.setViewportSize(MOBILE);
    await shot(page, 'templates-375');
    await page.getByRole('row', { name: /Support request/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit ticket type' }).getByLabel('Template name')).toBeVisible();
    await shot(page, 'template-editor-375');
  });
});
