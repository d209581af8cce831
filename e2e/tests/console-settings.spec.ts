import type { Locator, Page } from '@playwright/test';
import { VisitorPath } from '@parley/protocol';
import { ownServer } from '../support/ownServer';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { askRobot, visitorPost } from '../support/visitorApi';
import { signInAdmin } from '../support/consoleSignIn';

/**
 * Settings → Channel and Knowledge base, against a server of this spec's own: the changes (title, colour, a menu
 * chip, documents) would otherwise leak into the suite's shared server.
 */
const SHOTS = 'e2e/.artifacts/settings';

const server = ownServer();

/** The channel form has loaded (its first field shows); generous, as the whole console bundle loads first. */
const channelLoaded = (page: Page) => expect(page.getByLabel('Title', { exact: true })).toBeVisible({ timeout: 20_000 });

test.describe('console settings', () => {
  test.use({ viewport: DESKTOP });
  // Many steps through a large form on a shared 2-core machine.
  test.setTimeout(120_000);

  test('the admin changes the title and colour and adds a menu chip; the widget shows them', async ({ page }) => {
    await signInAdmin(page, server().baseURL, '/settings/channel');
    const tabs = page.getByRole('tablist').last();
    await channelLoaded(page);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Lumen Home Support');

    await page.getByLabel('Title', { exact: true }).fill('Trailhead Outfitters');
    await page.getByLabel('Main colour').fill('#0f766e');
    await expect(page.locator('.preview-header')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(page.locator('.preview-header')).toContainText('Trailhead Outfitters');

    // A chip without a label is refused before anything is sent, on its field and with a count on its tab.
    await tabs.getByRole('tab', { name: 'Menus' }).click();
    await page.getByRole('button', { name: 'Add a chip' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const chipError = page.locator('.ant-form-item-explain-error', { hasText: 'Name the chip' });
    await expect(chipError).toBeVisible();
    await expect(tabs.getByRole('tab', { name: /Menus/ }).locator('.ant-badge-count')).toHaveText('1');

    await page.getByLabel('Chip label').last().fill('Opening hours');
    await expect(chipError).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/admin/channels/demo'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Channel settings saved')).toBeVisible();
    // Only the changed keys travel: the server changes exactly those.
    expect(Object.keys((await sent).postDataJSON() as object).sort()).toEqual(['chatMenuConfigPlan', 'mainColor', 'titleDesc']);
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

    await page.goto(`${server().baseURL}/chat_online/index?channelId=demo`);
    await expect(page.getByRole('heading', { name: 'Trailhead Outfitters' })).toBeVisible();
    await expect(page.locator('.pw-header')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Opening hours' })).toBeVisible();
  });

  test('the admin adds a word that asks for a person and a synonym group; the robot follows both', async ({ page }) => {
    expect((await askRobot(server().baseURL, 'Is the concierge around?')).reply.humanRequested).toBeUndefined();
    expect((await askRobot(server().baseURL, 'zahlbox ok?')).docId).not.toBe('demo-4');
    await signInAdmin(page, server().baseURL, '/settings/channel');
    await channelLoaded(page);
    await page.getByRole('tablist').last().getByRole('tab', { name: 'Robot' }).click();
    const words = page.getByLabel('Words that ask for a person');
    await words.fill('concierge');
    await words.press('Enter');
    await expect(page.locator('.ant-select-selection-item', { hasText: 'concierge' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a synonym group' }).click();
    const group = page.getByLabel('Synonym group 1', { exact: true });
    for (const word of ['PayPal', 'zahlbox']) {
      await group.fill(word);
      await group.press('Enter');
    }
    await expect(page.locator('.ant-select-selection-item', { hasText: 'zahlbox' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/channel-robot-keywords.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Channel settings saved')).toBeVisible();
    // S-RB17: the channel's own word asks for a person; the demo offers the transfer button (robotUnknownTransferUserMode 1).
    expect((await askRobot(server().baseURL, 'Is the concierge around?')).reply.humanRequested).toBe(true);
    expect((await askRobot(server().baseURL, 'zahlbox ok?')).docId).toBe('demo-4');
    await page.setViewportSize(MOBILE);
    await page.getByText('Synonyms', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/channel-robot-keywords-375.png` });
  });

  test('the admin adds a knowledge document and the robot answers a visitor with it; a bad import names its line', async ({ page }) => {
    await signInAdmin(page, server().baseURL, '/settings/knowledge');
    await expect(page.getByRole('row', { name: /How do I return an item\?/ })).toBeVisible();

    await page.getByRole('button', { name: 'New document' }).click();
    const drawer = page.getByRole('dialog', { name: 'New document' });
    await drawer.getByRole('textbox', { name: 'Question' }).fill('Do you rent out camping gear?');
    await drawer.getByRole('combobox', { name: 'Similar questions' }).fill('tent rental');
    await page.keyboard.press('Enter');
    // The answer is rich text (issue 19 item 7): bold from the toolbar; typed markup stays text.
    await drawer.getByRole('textbox', { name: 'Answer', exact: true }).click();
    await page.keyboard.type('Yes: ');
    await drawer.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('tents and stoves');
    await drawer.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' from €15 a day.<script>alert(1)</script>');
    await expect(drawer.getByLabel('Answer preview').locator('strong')).toHaveText('tents and stoves');
    await expect(drawer.getByLabel('Answer preview').locator('script')).toHaveCount(0);
    await drawer.getByLabel('Category').fill('Rentals');
    await drawer.getByRole('button', { name: 'Add button' }).click();
    await drawer.getByLabel('Button 1 text').fill('Can I return rented gear?');
    await drawer.getByRole('group', { name: 'Button 1' }).getByRole('combobox').fill('return');
    await page.locator('.ant-select-item-option', { hasText: 'How do I return an item?' }).click();
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Document added')).toBeVisible();
    // Closing, the drawer hands focus back to "New document": an Enter pressed before then would reopen it.
    await expect(drawer).toBeHidden();

    await page.getByLabel('Search documents').fill('camping');
    await page.getByLabel('Search documents').press('Enter');
    await expect(page.getByRole('row', { name: /Do you rent out camping gear\?/ })).toBeVisible();
    await expect(page.getByText('1 document', { exact: true })).toBeVisible();

    // Reopened, the document still has its button and the button its target.
    await page.getByRole('row', { name: /Do you rent out camping gear\?/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit document' });
    await expect(edit.getByLabel('Button 1 text')).toHaveValue('Can I return rented gear?');
    // The target reads as its question (looked up by id), not as a bare id.
    await expect(edit.getByRole('group', { name: 'Button 1' })).toContainText('How do I return an item?');
    // The save toast would cover the drawer's title on a phone.
    await expect(page.getByText('Document added')).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/knowledge-drawer-buttons.png` });
    await page.setViewportSize(MOBILE);
    await edit.getByRole('button', { name: 'Add button' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/knowledge-drawer-buttons-375.png` });
    await page.setViewportSize(DESKTOP);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    const answer = await askRobot(server().baseURL, 'Can I rent a tent from you?');
    expect(answer.answerType).toBe(1);
    expect(answer.answers[0]?.text).toContain('€15 a day');

    // A visitor finds the answer helpful, and the table says so.
    const post = <T>(path: string, body: Record<string, unknown>, token?: string) => visitorPost<T>(server().baseURL, path, body, token);
    const fan = await post<{ userId: string; token: string }>(VisitorPath.chatStart, { channelId: 'demo', locale: 'en' });
    const asked = await post<{ docId: string }>(
      VisitorPath.robotAsk,
      { userId: fan.userId, question: 'Can I rent a tent from you?' },
      fan.token,
    );
    await post(VisitorPath.commentDoc, { userId: fan.userId, docId: asked.docId, isUseful: 1 }, fan.token);
    await page.reload();
    await page.getByLabel('Search documents').fill('camping');
    await page.getByLabel('Search documents').press('Enter');
    await expect(page.getByRole('row', { name: /Do you rent out camping gear\?/ }).getByLabel('1 helpful, 0 not helpful')).toBeVisible();

    await page.getByRole('button', { name: 'Import' }).click();
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('docId,question,answer\nkb-ok,Fine?,Fine.\nkb-bad,,No question here\n'),
    });
    await expect(page.getByText('bad.csv was not imported: 1 problem')).toBeVisible();
    await expect(page.getByText('line 3: question: question is required')).toBeVisible();
  });

  // After the robot's tests: from here on this server's robot asks a model that does not exist when it is unsure.
  test('the admin turns on large-model answers; a missing model is refused, and what is saved stays after a reload', async ({ page }) => {
    await signInAdmin(page, server().baseURL, '/settings/channel');
    await channelLoaded(page);
    const robotTab = page.getByRole('tablist').last().getByRole('tab', { name: /Robot/ });
    await robotTab.click();
    const enabled = page.getByLabel('Answer with a large model when the knowledge base is unsure');
    const baseUrl = page.getByLabel('Base URL');
    const model = page.getByLabel('Model', { exact: true });
    const timeout = page.getByLabel('Time-out');
    // Scrolls the settings pane only (scrollIntoView would also shift the app shell) to put `at` just under the save bar.
    const scrollTo = (at: Locator) =>
      at.evaluate((el) => {
        const pane = el.closest('.settings')!;
        pane.scrollTop += el.getBoundingClientRect().top - pane.querySelector('.channel-bar')!.getBoundingClientRect().bottom - 12;
      });
    const group = page.getByText('AI answers (large model)');
    await expect(enabled).not.toBeChecked();
    await expect(baseUrl).toBeDisabled();

    await enabled.click();
    await expect(baseUrl).toBeEnabled();
    await baseUrl.fill('https://llm.example/v1');
    await timeout.fill('12');
    await page.getByLabel('Documents read').fill('5');

    // Without a model the draft is refused on the Model field before anything is sent.
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/admin/channels/demo')) saves.push(r.url());
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const modelError = page.locator('.ant-form-item-explain-error', { hasText: 'The model’s name is needed to turn this on' });
    await expect(modelError).toBeVisible();
    await expect(robotTab.locator('.ant-badge-count')).toHaveText('1');
    expect(saves).toEqual([]);
    await scrollTo(group);
    await page.screenshot({ path: `${SHOTS}/channel-robot-large-model-error.png` });

    await model.fill('gpt-4o-mini');
    await expect(modelError).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/admin/channels/demo'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Channel settings saved')).toBeVisible();
    expect((await sent).postDataJSON()).toEqual({
      largeModel: { enabled: true, baseUrl: 'https://llm.example/v1', model: 'gpt-4o-mini', timeoutMs: 12_000, documents: 5 },
    });

    await page.reload();
    await channelLoaded(page);
    await robotTab.click();
    await expect(enabled).toBeChecked();
    await expect(baseUrl).toHaveValue('https://llm.example/v1');
    await expect(model).toHaveValue('gpt-4o-mini');
    await expect(timeout).toHaveValue('12');
    await expect(page.getByLabel('Documents read')).toHaveValue('5');

    // The channel's own key is saved on its own and never shown again: the field stays empty, a tag says it is stored.
    const keySaved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/channels/demo/largeModelKey'),
    );
    await page.getByLabel('API key').fill('sk-console-e2e');
    await page.getByRole('button', { name: 'Save key' }).click();
    expect((await keySaved).status()).toBe(200);
    await expect(page.getByText('Key stored')).toBeVisible();
    await page.reload();
    await channelLoaded(page);
    await robotTab.click();
    await expect(page.getByText('Key stored')).toBeVisible();
    await expect(page.getByLabel('API key')).toHaveValue('');
    expect(await page.content()).not.toContain('sk-console-e2e');
    // The whole group shows at 1280×800; a phone needs two shots.
    await scrollTo(group);
    await page.screenshot({ path: `${SHOTS}/channel-robot-large-model.png` });
    await page.setViewportSize(MOBILE);
    await scrollTo(group);
    await page.screenshot({ path: `${SHOTS}/channel-robot-large-model-375.png` });
    await scrollTo(model);
    await page.screenshot({ path: `${SHOTS}/channel-robot-large-model-375-end.png` });
  });

  test('screenshots of every section (1280×800, and 375×812 for a sanity check)', async ({ page }) => {
    await signInAdmin(page, server().baseURL, '/settings/channel');
    const tabs = page.getByRole('tablist').last();
    await channelLoaded(page);
    const sections = [
      'Branding',
      'Notice',
      'Robot',
      'Reception',
      'Menus',
      'FAQ',
      'Pre-chat form',
      'Rating',
      'Timeouts',
      'Uploads',
      'Leave message',
      'Embed',
    ];
    for (const name of sections) {
      await tabs.getByRole('tab', { name }).click();
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/channel-${name.toLowerCase().replace(/\W+/g, '-')}.png` });
    }
    await page.goto(`${server().baseURL}/console/settings/knowledge`);
    await expect(page.getByRole('row', { name: /How do I return an item\?/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/knowledge.png` });
    await page.getByRole('row', { name: /How do I return an item\?/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit document' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/knowledge-drawer.png` });

    await page.setViewportSize(MOBILE);
    await page.goto(`${server().baseURL}/console/settings/channel`);
    await channelLoaded(page);
    await page.screenshot({ path: `${SHOTS}/channel-branding-375.png` });
    await page.goto(`${server().baseURL}/console/settings/knowledge`);
    await expect(page.getByText('How do I return an item?')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/knowledge-375.png` });
  });
});
