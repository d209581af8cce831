import { ConsolePath, TransferStatus, VisitorPath } from '@parley/protocol';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { DESKTOP, expect, test } from '../support/fixtures';
import { visitorPost } from '../support/visitorApi';
import { signInAdmin } from '../support/consoleSignIn';

/** Issue 15: the console in Chinese, chosen by the agent in the header, kept across a reload. */
test.describe('console language', () => {
  test.use({ viewport: DESKTOP });

  test.afterEach(async ({ page }) => {
    // The suite shares one server: leave the admin offline so other specs see "no agent online".
    await page.request.post(ConsolePath.presence, { data: { presence: 'offline' } }).catch(() => undefined);
  });

  test('switches to 中文, shows the inbox and a conversation in Chinese, and keeps it after a reload', async ({ page, baseURL }) => {
    await page.goto('/console/');
    // The browser speaks en-US: the console starts in English.
    await expect(page.getByRole('heading', { name: 'Parley Console' })).toBeVisible();
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Welcome, Ada')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: '中文' }).click();
    await expect(page.getByText('欢迎回来，Ada')).toBeVisible();
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const label of ['会话', '工单', '历史会话', '设置']) await expect(nav.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: /我的会话/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    // antd spaces two-character Chinese button labels (接 入), hence the patterns below.
    // A visitor waits in the queue while the agent is busy; accepted, their conversation reads in Chinese.
    await page.getByLabel('在线状态').click();
    await page.getByRole('option', { name: '忙碌' }).click();
    await expect(page.getByRole('button', { name: /忙碌中：不再分配新会话/ })).toBeVisible();
    const name = `李雷 ${Date.now() % 100000}`;
    const start = await visitorPost<{ userId: string; token: string }>(baseURL!, VisitorPath.chatStart, {
      channelId: 'demo',
      userName: name,
      locale: 'zh',
    });
    const { userId, token } = start;
    await visitorPost(
      baseURL!,
      VisitorPath.sendMsg,
      { userId, msgContent: '你好，我的快递到哪了？', msgType: 1, id: `m${Date.now()}` },
      token,
    );
    await expect
      .poll(async () => (await visitorPost<{ status: number }>(baseURL!, VisitorPath.transferAgent, { userId }, token)).status)
      .toBe(TransferStatus.QUEUED);

    await page.getByRole('tab', { name: /排队/ }).click();
    const entry = page.getByRole('list', { name: '排队列表' }).getByRole('listitem').filter({ hasText: name });
    await expect(entry).toContainText('你好，我的快递到哪了？');
    await entry.getByRole('button', { name: /^接\s?入$/ }).click();
    const thread = page.getByRole('region', { name: `与 ${name} 的会话` });
    await expect(thread.getByText('你好，我的快递到哪了？')).toBeVisible();
    await expect(thread.getByText('会话中')).toBeVisible();
    await expect(page.getByRole('button', { name: /转\s?接/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '消息' })).toHaveAttribute('placeholder', '输入回复内容…');
    await expect(page.getByRole('complementary', { name: '访客' })).toContainText('访问信息');
    await page.screenshot({ path: 'e2e/.artifacts/screens/console-inbox-zh.png' });

    // The choice is this browser's: a reload comes back in Chinese, antd's own texts included.
    await page.reload();
    await expect(page.getByRole('region', { name: `与 ${name} 的会话` })).toBeVisible();
    await expect(page.getByRole('tab', { name: /我的会话/ })).toBeVisible();
    await page.getByRole('button', { name: /^check 结\s?束$/ }).click();
    await expect(page.getByText('确定结束本次会话？')).toBeVisible();
    await expect(page.getByRole('button', { name: /^取\s?消$/ })).toBeVisible();
    await page.getByRole('button', { name: /^取\s?消$/ }).click();

    // And back to English.
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('region', { name: `Conversation with ${name}` })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the rating settings name the built-in labels in Chinese, though they are stored by their English names', async ({
    page,
    baseURL,
  }) => {
    await signInAdmin(page, baseURL!, '/');
    await page.getByRole('banner').getByRole('button', { name: '中文' }).click();
    await expect(page.getByText('欢迎回来，Ada')).toBeVisible();
    await page.goto(`${baseURL}/console/settings/channel`);
    await page.getByRole('tablist').last().getByRole('tab', { name: '满意度' }).click();
    // The five-star row's labels field, left blank: what the widget shows instead.
    await expect(page.getByText('留空：回复快、态度友好、解决了我的问题、专业（随访客语言显示）', { exact: true })).toBeVisible();
    await expect(page.getByText(/Friendly|Slow reply/)).toHaveCount(0);
    // W-RT13, S-RA8: a level can offer no labels at all (blank means the built-in ones); not saved here.
    await page.getByRole('checkbox', { name: '5 星时不提供标签' }).check();
    await expect(page.getByText('不提供标签', { exact: true })).toBeVisible();
    await expect(page.getByText('留空：回复快、态度友好、解决了我的问题、专业（随访客语言显示）', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: 'e2e/.artifacts/screens/console-rating-zh.png' });
  });
});
