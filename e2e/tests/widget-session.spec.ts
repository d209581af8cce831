import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ROBOT_GUIDE_DELAY_MS, noticeScrollSeconds } from '@parley/protocol';
import { agentApi } from '../support/agentApi';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * The session around the chat (issue 6, widget side): the pre-chat form, group choice, rating, closing and
 * re-chat. Its own server: the tests change the channel's form, groups and receive mode, and put an agent online.
 */
const SHOTS = 'e2e/.artifacts/screens';
let server: RunningServer;
let agent: APIRequestContext;
const { call, patchChannel, sessionOf } = agentApi(() => agent);
let agentId = 0;

/** The demo robot's greeting (W-RB1). */
const WELCOME = 'Hi, I am Lumi, the Lumen Home assistant.';
/** The demo channel's notice (W-SH4), put back after the notice bar test. */
const DEMO_NOTICE = 'Holiday hours: our agents answer 9:00–18:00 every day. Orders placed before 16:00 ship the same day.';
const NO_FORM = { userFormMode: 0, userFormConfig: '{}', userForm: { formTitle: '', formList: [] } };

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/session-${name}-375.png` });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/session-${name}-1280.png` });
  await page.setViewportSize(MOBILE);
}

async function openVisitor(browser: Browser, query = '', ready = true): Promise<Page> {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US', baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto(`/chat_online/index?channelId=demo${query}`);
  if (ready) await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Confirms the open picker and waits until it is gone, so the next picker's Done is the only one. */
async function pickerDone(page: Page) {
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
}

async function askRobot(page: Page, question: string) {
  await composer(page).fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText(question).last()).toBeVisible();
}

interface Detail {
  status: number;
  rating: { star: number | null; solved: number | null; comment: string; tags: string[] } | null;
  visitorProfile: { name: string; phone: string; email: string; formParams: Record<string, unknown> };
}
const detail = (sessionId: number) => call<Detail>('get', `/api/console/conversations/${sessionId}`);

async function talkToAda(page: Page) {
  await menu(page).getByRole('button', { name: 'Talk to a person' }).click();
  await expect(page.getByText('Ada joined the conversation')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer();
  agent = await playwrightRequest.newContext({ baseURL: server.baseURL });
  agentId = (await call<{ agentId: number }>('post', '/api/console/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).agentId;
  await call('post', '/api/console/presence', { presence: 'online' });
});

test.afterAll(async () => {
  await agent.dispose();
  await server.stop();
  removeDataDir(server.dataDir);
});

const text = (name: string, over: Record<string, unknown> = {}) => ({ name, fieldType: 1, require: 0, show: 1, ...over });

test.describe('pre-chat form', () => {
  test.afterEach(() => patchChannel(NO_FORM));

  test('W-UF2 a modal form with every field type: a bad phone is refused, then everything is submitted and stored', async ({ browser }) => {
    await patchChannel({
      userFormMode: 1,
      userFormConfig: '{"formModal":1}',
      userForm: {
        formTitle: 'Tell us about you',
        formList: [
          text('Name', { require: 1 }),
          text('Phone'),
          text('E-mail'),
          { name: 'Order notes', fieldType: 2, require: 0, show: 1 },
          { name: 'Purchase date', fieldType: 3, require: 1, show: 1 },
          { name: 'Call me at', fieldType: 4, require: 0, show: 1 },
          { name: 'Household size', fieldType: 5, require: 1, show: 1 },
          {
            name: 'Product',
            fieldType: 6,
            require: 1,
            show: 1,
            options: [
              { label: 'Lamp', value: 1 },
              { label: 'Sofa', value: 2 },
            ],
          },
          {
            name: 'Reply by',
            fieldType: 7,
            require: 1,
            show: 1,
            options: [
              { label: 'Phone', value: 'p' },
              { label: 'E-mail', value: 'e' },
            ],
          },
          {
            name: 'Interests',
            fieldType: 8,
            require: 0,
            show: 1,
            options: [
              { label: 'Deals', value: 'd' },
              { label: 'News', value: 'n' },
              { label: 'Tips', value: 't' },
            ],
          },
          {
            name: 'Store',
            fieldType: 9,
            require: 1,
            show: 1,
            options: [
              {
                label: 'Zhejiang',
                value: 'zj',
                children: [
                  { label: 'Hangzhou', value: 'hz' },
                  { label: 'Ningbo', value: 'nb' },
                ],
              },
            ],
          },
          text('Internal code', { show: 0, require: 1 }),
        ],
      },
    });
    const page = await openVisitor(browser, '&userName=Ada%20Lovelace', false);
    const dialog = page.getByRole('dialog', { name: 'Tell us about you' });
    await expect(dialog).toBeVisible();
    // W-UF1: nothing else yet: no greeting, no FAQ, the input waits.
    await expect(page.getByRole('region', { name: 'Popular questions' })).toHaveCount(0);
    await expect(composer(page)).toBeDisabled();
    // W-UF3: the URL's name is already there.
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    await expect(dialog.getByRole('textbox', { name: 'Internal code' })).toHaveCount(0);
    await shoot(page, 'form-modal-empty');

    await dialog.getByRole('textbox', { name: 'Phone' }).fill('12345');
    await dialog.getByRole('button', { name: 'Start chatting' }).click();
    await expect(page.getByText('Please fill in Purchase date')).toBeVisible();

    await dialog.getByRole('button', { name: 'Purchase date' }).click();
    await pickerDone(page);
    await expect(dialog.getByRole('button', { name: 'Purchase date' })).toHaveText(/\d{4}-\d{2}-\d{2}/);
    await dialog.getByRole('button', { name: 'Call me at' }).click();
    await pickerDone(page);
    await expect(dialog.getByRole('button', { name: 'Call me at' })).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await dialog.getByRole('spinbutton', { name: 'Household size' }).fill('3');
    await dialog.getByRole('button', { name: 'Product' }).click();
    await pickerDone(page);
    await expect(dialog.getByRole('button', { name: 'Product' })).toHaveText('Lamp');
    await dialog.getByRole('group', { name: 'Reply by' }).getByText('E-mail').click();
    await dialog.getByRole('group', { name: 'Interests' }).getByText('Deals').click();
    await dialog.getByRole('group', { name: 'Interests' }).getByText('Tips').click();
    // The same searchable cascader as the ticket forms (one field renderer for both).
    await dialog.getByRole('button', { name: 'Store' }).click();
    const stores = page.getByRole('dialog', { name: 'Store' });
    await stores.getByPlaceholder('Search').fill('hang');
    await stores.getByRole('button', { name: 'Zhejiang / Hangzhou' }).click();
    await expect(dialog.getByRole('button', { name: 'Store' })).toHaveText('Zhejiang / Hangzhou');
    await dialog.getByRole('textbox', { name: 'Order notes' }).fill('Second floor, ring twice');

    // W-UF5: the phone is checked once everything required is there.
    await dialog.getByRole('button', { name: 'Start chatting' }).click();
    await expect(page.getByText('Please enter a correct phone number')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('13800138000');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ada@');
    await dialog.getByRole('button', { name: 'Start chatting' }).click();
    await expect(page.getByText('Please enter a correct e-mail')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.com');
    await shoot(page, 'form-modal-filled');
    await dialog.getByRole('button', { name: 'Start chatting' }).click();

    // W-UF1: then the greeting and the FAQ; the visitor can type.
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
    await expect(composer(page)).toBeEnabled();
    await askRobot(page, 'Where is my order?');
    const profile = (await detail(await sessionOf(page))).visitorProfile;
    expect(profile).toMatchObject({ name: 'Ada Lovelace', phone: '13800138000', email: 'ada@example.com' });
    expect(profile.formParams).toMatchObject({
      'Order notes': 'Second floor, ring twice',
      'Household size': 3,
      Product: 'Lamp',
      'Reply by': 'E-mail',
      Interests: 'Deals, Tips',
      Store: 'Zhejiang / Hangzhou',
    });
    expect(profile.formParams['Purchase date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(profile.formParams['Call me at']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await page.context().close();
  });

  test('W-UF2 W-RB8 an inline form in the conversation, prefilled from the URL, then the receive mode follows', async ({ browser }) => {
    await patchChannel({
      userFormMode: 1,
      userFormConfig: '{}',
      userForm: { formTitle: 'Before we chat', formList: [text('Name', { require: 1 }), text('Phone'), text('E-mail')] },
    });
    const page = await openVisitor(browser, '&phone=13900139000', false);
    const form = page.getByRole('form', { name: 'Before we chat' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('13900139000');
    await form.getByRole('button', { name: 'Start chatting' }).click();
    await expect(page.getByText('Please fill in Name')).toBeVisible();
    // W-RB8: the robot's greeting and FAQ wait for the form.
    await page.waitForTimeout(ROBOT_GUIDE_DELAY_MS + 500);
    await expect(page.getByText(WELCOME)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Popular questions' })).toHaveCount(0);
    await shoot(page, 'form-inline');
    await form.getByRole('textbox', { name: 'Name' }).fill('Grace');
    await form.getByRole('button', { name: 'Start chatting' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(WELCOME)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
    await askRobot(page, 'How do I return an item?');
    expect((await detail(await sessionOf(page))).visitorProfile).toMatchObject({ name: 'Grace', phone: '13900139000' });
    await page.context().close();
  });
});

test.describe('group choice', () => {
  test('closable in the robot phase, not with receiveMode 3; choosing a group connects', async ({ browser }) => {
    await call('post', '/api/admin/groups', { groupName: 'Orders and delivery', agentIds: [agentId] });
    await call('post', '/api/admin/groups', { groupName: 'Technical help', agentIds: [agentId] });
    await patchChannel({ groupMode: 1 });
    try {
      const page = await openVisitor(browser);
      await menu(page).getByRole('button', { name: 'Talk to a person' }).click();
      const sheet = page.getByRole('dialog', { name: 'Who would you like to talk to?' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: 'Not now' }).click();
      await expect(sheet).toBeHidden();
      await menu(page).getByRole('button', { name: 'Talk to a person' }).click();
      await sheet.getByRole('button', { name: 'Technical help' }).click();
      await expect(page.getByText('Ada joined the conversation')).toBeVisible();
      await call('post', `/api/console/conversations/${await sessionOf(page)}/close`);
      await page.context().close();

      await patchChannel({ receiveMode: 3 });
      const forced = await openVisitor(browser, '', false);
      const forcedSheet = forced.getByRole('dialog', { name: 'Who would you like to talk to?' });
      await expect(forcedSheet).toBeVisible();
      await expect(forcedSheet.getByRole('button', { name: 'Not now' })).toHaveCount(0);
      await forcedSheet.getByRole('button', { name: 'Orders and delivery' }).click();
      await expect(forced.getByText('Ada joined the conversation')).toBeVisible();
      await call('post', `/api/console/conversations/${await sessionOf(forced)}/close`);
      await forced.context().close();
    } finally {
      await patchChannel({ groupMode: 0, receiveMode: 0 });
    }
  });
});

test.describe('rating', () => {
  test('the robot: first a chat, then unsolved with a label and a comment; a second rating is refused', async ({ browser }) => {
    const page = await openVisitor(browser);
    const rate = menu(page).getByRole('button', { name: 'Rate this chat' });
    await rate.click();
    await expect(page.getByText('Please chat with us first, then rate the service.')).toBeVisible();

    await askRobot(page, 'How long does delivery take?');
    // The robot's answer makes the conversation ratable; rating before it arrives is still "chat first".
    await expect(page.getByRole('group', { name: 'Was this helpful?' }).last()).toBeVisible();
    await rate.click();
    const popup = page.getByRole('dialog', { name: 'Rate the virtual assistant' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('radio', { name: 'Solved', exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(popup.getByRole('option')).toHaveCount(0);
    await popup.getByRole('radio', { name: 'Not solved' }).click();
    await popup.getByRole('option', { name: 'Answer unrelated' }).click();
    await popup.getByRole('textbox', { name: 'Comments' }).fill('I asked about delivery times');
    await expect(popup.getByText('28/64')).toBeVisible();
    await shoot(page, 'rating-robot');
    await popup.getByRole('button', { name: 'Submit rating' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('list', { name: 'Conversation' }).getByText('Thanks for your rating!')).toBeVisible();
    expect((await detail(await sessionOf(page))).rating).toMatchObject({
      solved: 0,
      star: null,
      tags: ['Answer unrelated'],
      comment: 'I asked about delivery times',
    });

    await rate.click();
    await expect(page.getByText('You have already rated this conversation. Thank you!')).toBeVisible();
    await page.context().close();
  });

  test('the agent, by invitation: a level that needs a comment and a label says so, then the rating is stored', async ({ browser }) => {
    const page = await openVisitor(browser);
    await talkToAda(page);
    const sessionId = await sessionOf(page);
    // W-RT9: a service rating comes after the consultation, unless the agent invites it.
    await menu(page).getByRole('button', { name: 'Rate this chat' }).click();
    await expect(page.getByText('You can rate the service once the consultation has ended.')).toBeVisible();

    await call('post', `/api/console/conversations/${sessionId}/inviteEvaluate`);
    const popup = page.getByRole('dialog', { name: 'Rate your chat with Ada' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('radio', { name: '5 of 5 stars' })).toHaveAttribute('aria-checked', 'true');
    await popup.getByRole('option', { name: 'Friendly' }).click();
    // W-RT4: another star starts the labels and text over.
    await popup.getByRole('radio', { name: '1 of 5 stars' }).click();
    await expect(popup.getByText('Very dissatisfied')).toBeVisible();
    await expect(popup.getByRole('option', { name: 'Friendly' })).toHaveCount(0);
    await popup.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByText('Please enter the evaluation content')).toBeVisible();
    await popup.getByRole('textbox', { name: 'Comments' }).fill('x'.repeat(70));
    await expect(popup.getByRole('textbox', { name: 'Comments' })).toHaveValue('x'.repeat(64));
    await popup.getByRole('textbox', { name: 'Comments' }).fill('Took a while to answer');
    await popup.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByText('Please select a label')).toBeVisible();
    await popup.getByRole('option', { name: 'Slow reply' }).click();
    await shoot(page, 'rating-agent');
    await popup.getByRole('button', { name: 'Submit rating' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('list', { name: 'Conversation' }).getByText('Thanks for your rating!')).toBeVisible();
    expect((await detail(sessionId)).rating).toMatchObject({ star: 1, solved: 1, tags: ['Slow reply'], comment: 'Took a while to answer' });
    await call('post', `/api/console/conversations/${sessionId}/close`);
    await page.context().close();
  });

  test('W-RT12 in German: the channel’s blank texts are the widget’s German words; a built-in label is stored by its name', async ({
    browser,
  }) => {
    const page = await openVisitor(browser, '&locale=de', false);
    await expect(page.getByRole('region', { name: 'Häufige Fragen' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Schnellaktionen' }).getByRole('button', { name: 'Mit einem Mitarbeiter sprechen' }).click();
    await expect(page.getByText('Ada ist der Unterhaltung beigetreten')).toBeVisible();
    const sessionId = await sessionOf(page);
    await call('post', `/api/console/conversations/${sessionId}/inviteEvaluate`);
    const popup = page.getByRole('dialog', { name: 'Ihren Chat mit Ada bewerten' });
    await expect(popup).toBeVisible();
    // The demo channel keeps the default (blank) invitation, level names and labels.
    await expect(popup.getByText('Wie war unser Service heute?')).toBeVisible();
    await expect(popup.getByText('Sehr zufrieden')).toBeVisible();
    await expect(popup.getByRole('option', { name: 'Freundlich' })).toBeVisible();
    await expect(popup.getByText(/How was our service|Very satisfied|Friendly|Professional/)).toHaveCount(0);
    await popup.getByRole('option', { name: 'Freundlich' }).click();
    await shoot(page, 'rating-agent-de');
    await popup.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(popup).toBeHidden();
    expect((await detail(sessionId)).rating).toMatchObject({ star: 5, tags: ['Friendly'] });
    await call('post', `/api/console/conversations/${sessionId}/close`);
    await page.context().close();
  });
});

test.describe('closing', () => {
  test('W-CL6 with inviteEvaluate: confirm, the agent rating with a required label, the end, and a re-chat into a fresh session', async ({
    browser,
  }) => {
    const page = await openVisitor(browser, '&inviteEvaluate=1');
    await talkToAda(page);
    const first = await sessionOf(page);
    await page.getByRole('banner').getByRole('button', { name: 'End conversation' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'End this conversation?' });
    await expect(confirm).toBeVisible();
    await shoot(page, 'close-confirm');
    await confirm.getByRole('button', { name: 'Keep chatting' }).click();
    await expect(confirm).toBeHidden();
    await expect(composer(page)).toBeEnabled();

    await page.getByRole('banner').getByRole('button', { name: 'End conversation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End chat' }).click();
    await expect(page.getByText('You ended the conversation')).toBeVisible();
    // W-CL3: the rating follows the end.
    const popup = page.getByRole('dialog', { name: 'Rate your chat with Ada' });
    await expect(popup).toBeVisible();
    await popup.getByRole('radio', { name: '2 of 5 stars' }).click();
    await popup.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByText('Please select a label')).toBeVisible();
    await popup.getByRole('option', { name: 'Poor attitude' }).click();
    await popup.getByRole('button', { name: 'Submit rating' }).click();
    await expect(popup).toBeHidden();
    expect(await detail(first)).toMatchObject({ status: 0, rating: { star: 2, tags: ['Poor attitude'] } });

    // W-CL6: re-chat reloads into a fresh session.
    await page.getByRole('button', { name: 'Start a new chat' }).click();
    await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible();
    await expect(composer(page)).toBeEnabled();
    await askRobot(page, 'Do you ship abroad?');
    await expect.poll(() => sessionOf(page)).toBeGreaterThan(first);
    await page.context().close();
  });

  test('W-CL5 customize=true hides the close-session button', async ({ browser }) => {
    const page = await openVisitor(browser, '&customize=true');
    await expect(page.getByRole('banner').getByRole('button', { name: 'End conversation' })).toHaveCount(0);
    await page.context().close();
  });

  test('W-CL5 opened with the close flag, the window closes when the chat ends', async ({ browser }) => {
    const opener = await openVisitor(browser);
    const [chat] = await Promise.all([
      opener.context().waitForEvent('page'),
      // A window a script opened is one a script may close.
      opener.evaluate(() => void window.open('/chat_online/index?channelId=demo&close=1')),
    ]);
    await expect(chat.getByRole('region', { name: 'Popular questions' })).toBeVisible();
    const closed = chat.waitForEvent('close');
    await chat.getByRole('banner').getByRole('button', { name: 'End conversation' }).click();
    await chat.getByRole('dialog').getByRole('button', { name: 'End chat' }).click();
    await closed;
    // Without the flag the window stays, with the ended chat's bar.
    await opener.getByRole('banner').getByRole('button', { name: 'End conversation' }).click();
    await opener.getByRole('dialog').getByRole('button', { name: 'End chat' }).click();
    await expect(opener.getByRole('button', { name: 'Start a new chat' })).toBeVisible();
    expect(opener.isClosed()).toBe(false);
    await opener.context().close();
  });
});

test.describe('notice bar', () => {
  test('W-SH4 the notice bar shows only with noticeMode on, one pass lasting its length / 9 seconds', async ({ browser }) => {
    // 90 characters: one pass takes 10 s.
    const notice = 'Holiday hours: agents answer 9:00-18:00 all week; orders before 16:00 ship on the same day';
    expect(noticeScrollSeconds(notice)).toBe(10);
    await patchChannel({ noticeMode: 1, noticeMsg: notice });
    try {
      // With motion (the suite reduces it, and then the text wraps instead of crossing the bar).
      const context = await browser.newContext({
        viewport: MOBILE,
        locale: 'en-US',
        baseURL: server.baseURL,
        reducedMotion: 'no-preference',
      });
      const page = await context.newPage();
      await page.goto('/chat_online/index?channelId=demo');
      const bar = page.getByRole('complementary', { name: 'Announcement' });
      await expect(bar).toContainText(notice);
      await expect(bar.locator('.pw-announcement__text--moving')).toHaveCSS('animation-duration', '10s');
      await page.context().close();

      await patchChannel({ noticeMode: 0 });
      const off = await openVisitor(browser);
      await expect(off.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
      await off.context().close();
    } finally {
      await patchChannel({ noticeMode: 1, noticeMsg: DEMO_NOTICE });
    }
  });
});
