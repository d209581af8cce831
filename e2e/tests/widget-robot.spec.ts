import { DESKTOP, MOBILE, demoUrl, expect, test } from '../support/fixtures';

/** The knowledge-base robot in the widget (issue 3 item 6), against the demo channel's robot. */
const SHOTS = 'e2e/.artifacts/widget';

test.describe('widget robot', () => {
  test.use({ viewport: MOBILE });

  test('the demo link shows the welcome, the notice bar and the FAQ; the FAQ pages and wraps', async ({ page }) => {
    await page.goto(demoUrl());
    await expect(page.getByText('Hi, I am Lumi, the Lumen Home assistant.')).toBeVisible();
    await expect(page.getByText(/Holiday hours: our agents answer/).first()).toBeVisible();
    const faq = page.getByRole('region', { name: 'Popular questions' });
    await expect(faq).toBeVisible();
    const questions = faq.getByRole('listitem');
    await expect(questions).toHaveCount(5);
    await expect(questions.first()).toHaveText('How do I return an item?');
    await page.screenshot({ path: `${SHOTS}/robot-faq-375.png` });

    await faq.getByRole('button', { name: 'Show others' }).click();
    await expect(questions).toHaveCount(1);
    await expect(questions.first()).toHaveText('How long is the warranty?');
    await faq.getByRole('button', { name: 'Show others' }).click();
    await expect(questions).toHaveCount(5);
    await expect(questions.first()).toHaveText('How do I return an item?');
  });

  test('a clicked FAQ question is asked, then answered by the robot', async ({ page }) => {
    await page.goto(demoUrl());
    const faq = page.getByRole('region', { name: 'Popular questions' });
    await faq.getByRole('button', { name: 'When will my order arrive?' }).click();
    const rows = page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');
    await expect(rows.last()).toContainText('Standard delivery takes 2–4 working days');
    await expect(rows.nth(-2)).toContainText('When will my order arrive?');
  });

  test("an answer's buttons show under it; a tapped button is asked and its document answered", async ({ page }) => {
    await page.goto(demoUrl());
    await page.getByRole('region', { name: 'Popular questions' }).getByRole('button', { name: 'When will my order arrive?' }).click();
    const rows = page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');
    const buttons = rows.last().getByRole('list', { name: 'Choose an option' });
    await expect(buttons.getByRole('button')).toHaveText(['Track my parcel', 'Shipping costs']);
    await page.screenshot({ path: `${SHOTS}/robot-buttons-375.png` });
    await page.setViewportSize(DESKTOP);
    await buttons.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/robot-buttons-1280.png` });

    const asked = page.waitForRequest((r) => r.url().endsWith('/robotAsk'));
    await buttons.getByRole('button', { name: 'Track my parcel' }).click();
    expect((await asked).postDataJSON()).toMatchObject({
      question: 'Track my parcel',
      click: 1,
      button: 'Track my parcel',
      nodeId: 'demo-2',
      itemId: '1',
      docId: 'demo-8',
    });
    await expect(rows.nth(-2)).toContainText('Track my parcel');
    await expect(rows.last()).toContainText('The shipping confirmation e-mail has a tracking link');
  });

  test('W-SG1 a typed question is answered; a clarify list is clicked; a thumbs-up counts once and shows after reload', async ({
    page,
  }) => {
    await page.goto(demoUrl());
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('How many days until I get my parcel');
    await page.getByRole('button', { name: 'Send' }).click();
    const rows = page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');
    await expect(rows.last()).toContainText('Standard delivery takes 2–4 working days');

    await input.fill('delivery');
    await page.getByRole('button', { name: 'Send' }).click();
    const clarify = page.getByRole('list', { name: 'Did you mean' }).last();
    await expect(clarify).toBeVisible();
    const chipAsked = page.waitForRequest((r) => r.url().endsWith('/robotAsk'));
    await clarify.getByRole('button', { name: 'How much does shipping cost?' }).click();
    expect((await chipAsked).postDataJSON()).toMatchObject({
      question: 'How much does shipping cost?',
      click: 1,
      docId: expect.any(String),
    });
    await expect(rows.nth(-2)).toContainText('How much does shipping cost?');
    const answer = rows.last();
    await expect(answer).toContainText('Delivery is free on orders over €50');

    const like = answer.getByRole('button', { name: 'Helpful', exact: true });
    const commentCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/commentDoc')) commentCalls.push(r.postData() ?? '');
    });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(answer.getByText('Thanks!')).toBeVisible();
    await expect(answer.getByRole('button', { name: 'Not helpful' })).toBeDisabled();
    await answer.getByRole('button', { name: 'Not helpful' }).click({ force: true });
    await expect.poll(() => commentCalls.length).toBe(1);
    await page.screenshot({ path: `${SHOTS}/robot-answers-375.png` });

    await page.reload();
    const again = page
      .getByRole('list', { name: 'Conversation' })
      .locator(':scope > li')
      .filter({ hasText: 'Delivery is free on orders over €50' });
    await expect(again.first()).toBeVisible();
    await expect(again.first().getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('W-SG1 robot tips suggest questions while typing; a tip is asked as a typed suggestion', async ({ page }) => {
    await page.goto(demoUrl());
    await page.getByRole('textbox', { name: 'Message' }).fill('warr');
    const tips = page.getByRole('list', { name: 'Suggested questions' });
    await expect(tips).toBeVisible();
    await expect(tips.locator('mark').first()).toBeVisible();
    const asked = page.waitForRequest((r) => r.url().endsWith('/robotAsk'));
    await tips.getByRole('button').first().click();
    expect((await asked).postDataJSON()).toMatchObject({ click: 2, docId: expect.any(String) });
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Conversation' }).locator(':scope > li').last()).toContainText(/warranty/i);
  });

  test('W-QD2 the /question page shows the sanitised help document with its question as the title', async ({ page, context }) => {
    await page.goto(demoUrl());
    await page.getByRole('region', { name: 'Popular questions' }).getByRole('button', { name: 'How do I return an item?' }).click();
    const article = page.getByRole('link', { name: 'Read the full article' }).last();
    await expect(article).toBeVisible();
    const [doc] = await Promise.all([context.waitForEvent('page'), article.click()]);
    await expect(doc.getByRole('heading', { name: 'How do I return an item?' })).toBeVisible();
    await expect(doc).toHaveTitle('How do I return an item?');
    await expect(doc.getByText(/within 30 days of delivery/)).toBeVisible();
    const link = doc.getByRole('link', { name: 'our returns page' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(doc.locator('.pw-doc__body').locator('script, [onerror]')).toHaveCount(0);
  });

  test('the page without a channelId explains itself', async ({ page }) => {
    await page.goto('/chat_online/index');
    await expect(page.getByRole('heading', { name: 'This chat link is incomplete' })).toBeVisible();
  });

  test('a sent message is found in the history after a reload', async ({ page }) => {
    await page.goto(demoUrl());
    const text = `Do you ship to Iceland? ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(text)).toBeVisible();
    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
  });

  test('desktop: the robot conversation sits in the card', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(demoUrl());
    await page.getByRole('region', { name: 'Popular questions' }).getByRole('button', { name: 'How do I return an item?' }).click();
    await expect(page.getByRole('link', { name: 'Read the full article' })).toBeVisible();
    await expect(page.locator('.pw-desk__card')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/robot-1280.png` });
  });
});
