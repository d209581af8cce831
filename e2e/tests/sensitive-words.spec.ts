import { AdminPath, ConsolePath } from '@parley/protocol';
import { ownServer } from '../support/ownServer';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';

/**
 * Sensitive words (issue 20 item 4, S-SW1-SW3, widget W-SE7): the demo tenant's lists at work between a visitor in the
 * widget and the admin in the console, then the admin's lists page with its tester. A server of its own: the spec
 * adds a list and leaves the admin online.
 */
const SHOTS = 'e2e/.artifacts/settings';
const server = ownServer();

test.describe('sensitive words', () => {
  test.setTimeout(300_000);

  test('an agent message with a blocked word never reaches the visitor and is flagged; visitor drafts are checked', async ({
    page,
    browser,
  }) => {
    const base = server().baseURL;
    await page.setViewportSize(DESKTOP);
    await page.goto(`${base}/console/`);
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The signed-in console is a lazy chunk: slow on a loaded machine.
    await expect(page.getByText('Welcome, Ada')).toBeVisible({ timeout: 30_000 });
    expect((await page.request.post(base + ConsolePath.presence, { data: { presence: 'online' } })).ok()).toBe(true);
    // A list of the spec's own: visitors may not send threats.
    const created = await page.request.post(base + AdminPath.sensitiveLists, {
      data: { name: 'Threats', words: ['burn it down'], match: 'fuzzy', action: 'block', appliesTo: 'visitor' },
    });
    expect(created.ok()).toBe(true);

    const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US', baseURL: base });
    const widget = await context.newPage();
    await widget.goto('/chat_online/index?channelId=demo');
    await expect(widget.getByRole('navigation', { name: 'Quick actions' })).toBeVisible({ timeout: 20_000 });
    const say = async (text: string) => {
      await widget.getByRole('textbox', { name: 'Message' }).fill(text);
      await widget.getByRole('button', { name: 'Send', exact: true }).click();
    };
    // Asking for a person in words: the robot offers the transfer at once (S-RB17; the demo asks for a tap).
    await say('I want to talk to an agent');
    await widget.getByRole('list', { name: 'Conversation' }).getByRole('button', { name: 'Talk to a person' }).click();
    await expect(widget.getByText('Ada joined the conversation')).toBeVisible({ timeout: 20_000 });

    await page.reload();
    await page.getByRole('list', { name: 'My conversations' }).getByRole('listitem').first().click({ timeout: 60_000 });
    const thread = page.getByRole('region', { name: /Conversation with/ });

    // Masked (the demo's insults list): the visitor's own line says why, the agent reads it masked.
    await say('This lamp is an idiot design');
    await expect(widget.getByText('This message contains sensitive words: idiot')).toBeVisible();
    await expect(thread.getByText('This lamp is an ***** design')).toBeVisible();
    await expect(thread.getByText('Masked · Sensitive words: idiot')).toBeVisible();

    // Blocked for visitors: checked with checkSensitive before it goes, never sent, the words shown.
    const checked = widget.waitForResponse((r) => r.url().endsWith('/api/chat/visitor/checkSensitive'));
    await say("Fix it or I'll b-u-r-n it down");
    expect(((await (await checked).json()) as { data: unknown }).data).toMatchObject({
      sensitiveAction: 'block',
      sensitiveWords: 'burn it down',
    });
    await expect(widget.getByText('This message contains sensitive words: burn it down')).toBeVisible();
    await say('Sorry, I am just upset');
    await expect(thread.getByText('Sorry, I am just upset')).toBeVisible();
    await expect(thread.getByText(/b-u-r-n/)).toHaveCount(0);

    // An agent's message naming an outside messenger (the demo's agents list: block) is flagged and kept back.
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Add me on WhatsApp and I will sort it out');
    await composer.press('Enter');
    await expect(thread.getByText('Blocked: not delivered to the visitor · Sensitive words: WhatsApp')).toBeVisible();
    await composer.fill('A new lamp is on its way today.');
    await composer.press('Enter');
    await expect(widget.getByText('A new lamp is on its way today.')).toBeVisible();
    await expect(widget.getByText(/WhatsApp/)).toHaveCount(0);
    await widget.reload();
    await expect(widget.getByText('A new lamp is on its way today.')).toBeVisible();
    await expect(widget.getByText(/WhatsApp/)).toHaveCount(0);
    await widget.screenshot({ path: `${SHOTS}/sensitive-widget-375.png` });

    await thread.getByText('Blocked: not delivered to the visitor · Sensitive words: WhatsApp').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/sensitive-conversation-1280.png` });
    await context.close();

    // The lists page and its tester.
    await page.goto(`${base}/console/settings/sensitive`);
    await expect(page.getByRole('row', { name: /Insults/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Outside messengers/ })).toContainText('Block');
    await page.getByRole('textbox', { name: 'Message to test' }).fill('Ping me on Telegram, you m.o.r.o.n');
    await expect(page.getByTestId('sensitive-masked')).toHaveText('Ping me on ********, you *.*.*.*.*');
    await expect(page.locator('.sensitive-result')).toContainText('Blocked: flagged in the conversation, never delivered to the visitor.');
    await page.screenshot({ path: `${SHOTS}/sensitive-words-1280.png`, fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: `${SHOTS}/sensitive-words-375.png`, fullPage: true });
  });
});
