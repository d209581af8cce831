import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { agentApi } from '../support/agentApi';
import { DESKTOP, MOBILE, demoUrl, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * Large-model answers in the widget (issue 3 item 8), against a server of this spec's own (its channel is
 * switched to the model) and a small OpenAI-compatible server that this spec starts.
 */
const SHOTS = 'e2e/.artifacts/widget';
const MODEL_ANSWER = 'Standard delivery takes 2–4 working days, and delivery is free on orders over €50.';

let server: RunningServer;
let model: Server;
let agent: APIRequestContext;
let authorization: string | undefined;
const { call, patchChannel } = agentApi(() => agent);

test.beforeAll(async () => {
  model = createServer((req, res) => {
    authorization = req.headers.authorization;
    req.resume();
    req.on('end', () => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: MODEL_ANSWER } }] }));
    });
  });
  await new Promise<void>((ok) => model.listen(0, '127.0.0.1', ok));
  const baseUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  // The model runs on loopback: the operator allows that network and names it as the endpoint its key is for.
  server = await startServer({ env: { LLM_API_KEY: 'sk-e2e', LLM_BASE_URL: baseUrl, OUTBOUND_ALLOW_NETWORKS: '127.0.0.1/32' } });
  agent = await playwrightRequest.newContext({ baseURL: server.baseURL });
  await call('post', '/api/console/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await patchChannel({ largeModel: { enabled: true, baseUrl, model: 'e2e-model', timeoutMs: 5000, documents: 2 } });
});

test.afterAll(async () => {
  await agent?.dispose();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
  model?.closeAllConnections();
  await new Promise((ok) => model?.close(ok));
});

test.describe('widget robot with a large model', () => {
  test.use({ viewport: MOBILE });

  test('W-RF1 an unsure question is answered by the model, labelled, with its sources in a collapsible list', async ({ page }) => {
    await page.goto(`${server.baseURL}${demoUrl()}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('delivery');
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.getByRole('list', { name: 'Conversation' }).locator(':scope > li').last();
    await expect(answer).toContainText(MODEL_ANSWER);
    await expect(answer.getByText('Written by AI from our help articles')).toBeVisible();
    expect(authorization).toBe('Bearer sk-e2e');

    const sources = answer.locator('details.pw-sources');
    await expect(sources.getByText('2 sources')).toBeVisible();
    const links = sources.getByRole('link');
    await expect(links.first()).toBeHidden();
    await sources.getByText('2 sources').click();
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute('href', /^\/chat_online\/question\?docId=demo-\d+&userId=/);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: `${SHOTS}/robot-model-375.png` });
    await page.setViewportSize(DESKTOP);
    await answer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/robot-model-1280.png` });

    // A source opens the help document of the robot's own knowledge base.
    const [doc] = await Promise.all([page.context().waitForEvent('page'), links.first().click()]);
    await expect(doc.getByRole('heading', { level: 1 })).toHaveText(/\?$/);
  });
});
