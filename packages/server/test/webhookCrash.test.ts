import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath, VisitorPath, WebhookEvent, WebhookPath } from '@parley/protocol';
import { dropSchema, type DialectName } from '../src/platform/db/database.js';
import { verifyWebhook } from '../src/domains/webhooks/signature.js';
import { PG_URL, dialects } from './harness.js';
import { buildServer, freePort, kill9, running, startServer } from './processes.js';
import { startReceiver, until } from './webhookReceiver.js';

/** Webhooks survive kill -9 (issue 32): the server dies mid-delivery; after the restart every event arrives. */

const PASSWORD = 'webhook-crash-admin-password';
const cleanups: Array<() => Promise<void>> = [];

beforeAll(buildServer, 180_000);
afterEach(async () => {
  await Promise.all([...running].map(kill9));
  while (cleanups.length) await cleanups.pop()!();
});

async function call<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Error(`${new URL(url).pathname}: ${json.code} ${json.message}`);
  return json.data;
}

describe.each(dialects)('webhooks across kill -9 on %s', (dialect: DialectName) => {
  it('S-WH8 a server killed mid-delivery delivers every event after its restart, the interrupted one again with its id', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-whcrash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const schema = `whcrash_${randomBytes(6).toString('hex')}`;
    if (dialect === 'postgres') cleanups.push(() => dropSchema(PG_URL, schema));
    const rx = await startReceiver();
    cleanups.push(() => rx.close());
    // The first request is held unanswered: the server dies while waiting on it.
    rx.answer = () => (rx.received.length === 1 ? 'hang' : 200);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SECRET: 'webhook-crash-secret-webhook-crash-0123',
      DEMO_ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'error',
      JOB_LEASE_MS: '2000',
      OUTBOUND_ALLOW_NETWORKS: '127.0.0.1/32',
      ...(dialect === 'postgres' ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema } : {}),
    };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(port, env);

    const login = await fetch(`${base}${ConsolePath.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.parley.local', password: PASSWORD }),
    });
    const admin = {
      cookie: login.headers
        .getSetCookie()
        .find((c) => c.startsWith('parley_session='))!
        .split(';')[0]!,
    };
    const { secret } = await call<{ secret: string }>(
      `${base}${WebhookPath.webhooks}`,
      { url: rx.url, events: [WebhookEvent.MESSAGE_CREATED] },
      admin,
    );
    const v = await call<{ userId: string; token: string }>(`${base}${VisitorPath.chatStart}`, { channelId: 'demo' });
    for (let i = 1; i <= 5; i++) {
      await call(`${base}${VisitorPath.sendMsg}`, { userId: v.userId, msgContent: `line ${i}`, msgType: 1 }, { token: v.token });
    }

    await until(() => rx.received.length === 1, 10_000);
    await kill9(server);
    server = await startServer(port, env);

    await until(() => new Set(rx.received.map((r) => r.event.id)).size === 5, 20_000);
    const first = rx.received[0]!.event.id;
    // The interrupted event came again with its id (a receiver drops the repeat), then the rest, in order.
    expect(rx.received.filter((r) => r.event.id === first)).toHaveLength(2);
    const contents = [...new Map(rx.received.map((r) => [r.event.id, (r.event.data as any).message.content as string])).values()];
    expect(contents).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5']);
    for (const r of rx.received) expect(verifyWebhook(secret, r.signature, r.raw, Math.floor(Date.now() / 1000))).toBe(true);
    const hooks = (await (await fetch(`${base}${WebhookPath.webhooks}`, { headers: admin })).json()).data;
    const log = (await (await fetch(`${base}${WebhookPath.deliveries(hooks[0].id)}`, { headers: admin })).json()).data.items;
    await until(async () => {
      const now = (await (await fetch(`${base}${WebhookPath.deliveries(hooks[0].id)}`, { headers: admin })).json()).data.items;
      return now.every((d: { status: string }) => d.status === 'delivered');
    });
    expect(log).toHaveLength(5);
    await kill9(server);
  }, 90_000);
});
