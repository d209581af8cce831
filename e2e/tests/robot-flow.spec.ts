import { ConsolePath } from '@parley/protocol';
import { DESKTOP, MOBILE, demoUrl, expect, test } from '../support/fixtures';
import { ownServer } from '../support/ownServer';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * Guided flows and proactive tips (issue 20): the demo's return request entered from its autoTip, answered with a
 * button and a form, ending with an agent who sees every answer. Its own server: the admin goes online.
 */
const SHOTS = 'e2e/.artifacts/widget';
const server = ownServer();

test.describe('robot flow', () => {
  test.use({ viewport: MOBILE });

  test('W-AT2 W-AT4 W-FW1 W-FW2 W-FW3 the return request: tip on entry, button, form, hand-off with the answers for the agent', async ({
    page,
    browser,
  }) => {
    // One long visit through two apps: the slow budget, not the default.
    test.slow();
    const { baseURL } = server();
    const agentPage = await browser.newPage({ viewport: DESKTOP });
    // Signed in through the API: the console itself is opened where the answers are read.
    const login = await agentPage.request.post(`${baseURL}${ConsolePath.login}`, {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    await agentPage.request.post(`${baseURL}${ConsolePath.presence}`, { data: { presence: 'online' } });

    const name = `Return Tester ${Date.now() % 100000}`;
    await page.goto(`${baseURL}${demoUrl(`&userName=${encodeURIComponent(name)}`)}`);
    // A fresh server's first page: the slow budget covers its cold start.
    await expect(page.getByText('Hi, I am Lumi, the Lumen Home assistant.')).toBeVisible({ timeout: 20_000 });

    // W-AT2: the demo's entry tip, after the welcome.
    const tips = page.getByRole('list', { name: 'Tips for you' });
    await expect(tips).toContainText('Need to send something back');
    await page.screenshot({ path: `${SHOTS}/flow-tip-375.png` });

    // W-AT4, S-FL1: its button enters the flow like an FAQ click.
    const asked = page.waitForRequest((r) => r.url().endsWith('/robotAsk'));
    await tips.getByRole('button', { name: 'Start a return' }).click();
    expect((await asked).postDataJSON()).toMatchObject({ question: 'I want to return an item', click: 1, docId: 'flow:returns' });
    await expect(tips).toHaveCount(0);

    const rows = page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');
    const reasons = rows.last().getByRole('list', { name: 'Choose an option' });
    await expect(reasons.getByRole('button')).toHaveText(['Arrived damaged', 'Wrong item or size', 'Changed my mind']);

    // W-FW4: the button names the flow (bingCode), no document.
    const tapped = page.waitForRequest((r) => r.url().endsWith('/robotAsk'));
    await reasons.getByRole('button', { name: 'Arrived damaged' }).click();
    const tap = (await tapped).postDataJSON() as Record<string, unknown>;
    expect(tap).toMatchObject({
      button: 'Arrived damaged',
      nodeId: 'reason',
      itemId: 'damaged',
      bindValue: 'damaged',
      bingCode: 'returns',
    });
    expect(tap.docId).toBeUndefined();

    // W-FW2: the form; a required field left empty is named and nothing is sent.
    const form = page.getByRole('form', { name: 'Which order is it?' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in Order number');
    await form.getByLabel('Order number').fill('LH-2042');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByLabel('E-mail').fill('ann@example.com');
    await form.getByLabel('Anything else we should know?').fill('The shade is cracked');
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/flow-form-375.png` });
    await page.setViewportSize(DESKTOP);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/flow-form-1280.png` });
    await page.setViewportSize(MOBILE);

    const updated = page.waitForRequest((r) => r.url().endsWith('/updateSessionMsg'));
    await form.getByRole('button', { name: 'Send' }).click();
    expect(JSON.parse(((await updated).postDataJSON() as { docNode: string }).docNode)).toEqual({
      answered: { values: { orderNo: 'LH-2042', email: 'ann@example.com', note: 'The shade is cracked' } },
    });
    await expect(page.getByText('Order number: LH-2042 · E-mail: ann@example.com')).toBeVisible();
    await expect(page.getByText('Passing you to a colleague')).toBeVisible();
    // S-FL8 + W-RB7: the hand-off transfers; Ada is online.
    await expect(page.getByText(/Ada joined the conversation/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/flow-handoff-375.png` });

    // The agent sees every answer in an internal note.
    await agentPage.goto(`${baseURL}/console/`);
    const mine = agentPage.getByRole('list', { name: 'My conversations' });
    await expect(mine).toBeVisible({ timeout: 30_000 });
    await mine.getByText(name).first().click();
    const thread = agentPage.getByRole('region', { name: `Conversation with ${name}` });
    const note = thread.locator('.msg-bubble.note');
    await expect(note).toContainText('Return request for order LH-2042 (damaged)');
    await expect(note).toContainText('Why are you returning it?: Arrived damaged');
    await expect(note).toContainText('Anything else we should know?: The shade is cracked');
    await note.scrollIntoViewIfNeeded();
    await agentPage.screenshot({ path: `${SHOTS}/flow-agent-note-1280.png` });

    // W-FW3: a reload shows the steps answered.
    await page.reload();
    const answeredForm = page.getByRole('form', { name: 'Which order is it?' });
    await expect(answeredForm.getByLabel('Order number')).toHaveValue('LH-2042');
    await expect(answeredForm.getByLabel('Order number')).toBeDisabled();
    await expect(answeredForm.getByText('Sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Arrived damaged' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Changed my mind' })).toBeDisabled();
    await agentPage.request.post(`${baseURL}${ConsolePath.presence}`, { data: { presence: 'offline' } });
    await agentPage.close();
  });

  test('the flow editor draws the return request and test-runs it step by step', async ({ page }) => {
    test.slow();
    const { baseURL } = server();
    await page.setViewportSize(DESKTOP);
    const login = await page.request.post(`${baseURL}${ConsolePath.login}`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.ok()).toBe(true);
    await page.goto(`${baseURL}/console/settings/flows`);
    const canvas = page.getByRole('region', { name: 'Flow canvas' });
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    await expect(canvas.locator('.flow-step')).toHaveCount(5);
    await expect(canvas.locator('.flow-step', { hasText: 'Why are you returning it?' })).toContainText('Arrived damaged');
    await expect(canvas.locator('.react-flow__edge')).toHaveCount(6);

    await page.getByRole('button', { name: 'Start test run' }).click();
    const run = page.getByRole('list', { name: 'Test run' });
    await expect(run).toContainText('Why are you returning it?');
    await run.getByRole('button', { name: 'Changed my mind' }).click();
    await expect(run).toContainText('unused items can be returned within 30 days');
    await run.locator('details').last().locator('summary').click();
    await expect(run.locator('.flow-test__step').last()).toContainText('details');
    await page.screenshot({ path: `${SHOTS}/flow-editor-1280.png` });
  });
});
