import { ConsolePath } from '@parley/protocol';
import { DESKTOP, MOBILE, demoUrl, expect, test } from '../support/fixtures';
import { ownServer } from '../support/ownServer';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

/**
 * The robot hands over when asked and shows why it answered (issue 33): a trigger phrase starts the demo's return
 * flow, "can I talk to a human" offers the transfer at once (S-RB17, widget W-RB10), and the agent who takes over sees the
 * document a robot answer came from, how sure the robot was, and opens the document. Its own server: the admin goes
 * online.
 */
const SHOTS = 'e2e/.artifacts/widget';
const server = ownServer();

test.describe('robot hand-over', () => {
  test.use({ viewport: MOBILE });

  test('S-FL16 S-RB17 a trigger phrase starts the flow, "talk to a human" offers the transfer, and the agent sees the source document', async ({
    page,
    browser,
  }) => {
    // A fresh server's first pages and two apps: the slow budget, not the default.
    test.slow();
    const { baseURL } = server();
    const agentPage = await browser.newPage({ viewport: DESKTOP });
    const login = await agentPage.request.post(`${baseURL}${ConsolePath.login}`, {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    await agentPage.request.post(`${baseURL}${ConsolePath.presence}`, { data: { presence: 'online' } });

    const name = `Handover Tester ${Date.now() % 100000}`;
    await page.goto(`${baseURL}${demoUrl(`&userName=${encodeURIComponent(name)}`)}`);
    await expect(page.getByText('Hi, I am Lumi, the Lumen Home assistant.')).toBeVisible({ timeout: 20_000 });
    const input = page.getByRole('textbox', { name: 'Message' });
    const rows = page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');

    // A knowledge-base answer, for the agent to read later.
    await input.fill('How many days until I get my parcel');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(rows.last()).toContainText('Standard delivery takes 2–4 working days');

    // S-FL16: what the visitor says starts the flow, as the quick menu's entry does.
    await input.fill('I want to return an item');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(rows.last().getByRole('list', { name: 'Choose an option' }).getByRole('button')).toHaveText([
      'Arrived damaged',
      'Wrong item or size',
      'Changed my mind',
    ]);

    // S-RB17: a request for a person (typos and all) is not looked up; the transfer is offered at once.
    await input.fill('can i tlak to a human?');
    await page.getByRole('button', { name: 'Send' }).click();
    const offer = rows.last();
    await expect(offer).toContainText('Tap the button below');
    const transfer = offer.getByRole('button', { name: 'Talk to a person' });
    await expect(transfer).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/robot-transfer-offer-375.png` });
    await transfer.click();
    await expect(page.getByText(/Ada joined the conversation/)).toBeVisible();

    // The agent's transcript: the document the robot used, how sure it was; the admin opens the document.
    await agentPage.goto(`${baseURL}/console/`);
    const mine = agentPage.getByRole('list', { name: 'My conversations' });
    await expect(mine).toBeVisible({ timeout: 30_000 });
    await mine.getByText(name).first().click();
    const thread = agentPage.getByRole('region', { name: `Conversation with ${name}` });
    const why = thread.getByRole('group', { name: 'Why the robot answered so' }).first();
    const source = why.getByRole('button', { name: /From: When will my order arrive\?/ });
    await expect(source).toBeVisible();
    await expect(why).toContainText(/Sure: \d+ %|Unsure: \d+ %/);
    await expect(thread.getByText('Asked for a person')).toBeVisible();
    await source.scrollIntoViewIfNeeded();
    await agentPage.screenshot({ path: 'e2e/.artifacts/console/robot-why-1280.png' });
    await source.click();
    const doc = agentPage.getByRole('dialog', { name: 'When will my order arrive?' });
    await expect(doc).toContainText('Standard delivery takes 2–4 working days');
    await expect(doc.getByRole('link', { name: 'Edit in the knowledge base' })).toBeVisible();
    await agentPage.screenshot({ path: 'e2e/.artifacts/console/robot-doc-1280.png' });
    await agentPage.request.post(`${baseURL}${ConsolePath.presence}`, { data: { presence: 'offline' } });
    await agentPage.close();
  });
});
