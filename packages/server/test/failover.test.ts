import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConsolePath,
  EventCode,
  SenderType,
  TOKEN_HEADER,
  TransferStatus,
  VisitorPath,
  type ChatMessage,
  type VisitorEvent,
} from '@parley/protocol';
import { dropSchema } from '../src/platform/db/database.js';
import { PG_URL, REDIS_URL, clusterUp } from './harness.js';
import { buildServer, freePort, kill9, running, sleep, spawnKept, startServer, untilHealthy } from './processes.js';

/**
 * Two built server processes on one PostgreSQL schema and one Redis (own prefix) behind a real nginx the test
 * configures: the visitor's requests go through nginx to node A (B is A's backup), the agent works on node B. Node A
 * is killed with SIGKILL mid-conversation; the visitor goes on through nginx, now to B, retrying what was cut off with
 * the same local ids. Nothing may be lost, doubled or reordered, and the visitor's event reader resumes without gaps.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const haveNginx = existsSync(NGINX);
if (!haveNginx) {
  if (process.env.CI === 'true') throw new Error(`nginx is not at ${NGINX}; CI must run the failover test (apt-get install nginx)`);
  console.warn(`[skipped] failover behind nginx: no nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`);
}
const MESSAGES = 12;
const PASSWORD = 'failover-admin-password';

/** The server answered with an error of its own: a failure of the test, unlike a connection the kill cut (nginx 502). */
class Refused extends Error {}

interface Answer<T> {
  data: T;
  /** The node nginx passed the request to (`X-Upstream`), or '' for a direct call. */
  upstream: string;
}

async function call<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  // 502/504 from nginx: the node died with the request; a client sends it again.
  if (res.status >= 502) throw new Error(`${res.status} from the proxy`);
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Refused(`${new URL(url).pathname}: ${json.code} ${json.message}`);
  return { data: json.data, upstream: res.headers.get('x-upstream') ?? '' };
}

/** What a client does when its connection is cut: the same request again, shortly. */
async function persist<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      if (err instanceof Refused || attempt === 50) throw err;
      await sleep(100);
    }
  }
}

function nginxConf(dir: string, port: number, nodeA: number, nodeB: number): string {
  const t = (name: string) => join(dir, name);
  return `
master_process off;
pid ${t('nginx.pid')};
error_log ${t('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${t('body')};
  proxy_temp_path ${t('proxy')};
  fastcgi_temp_path ${t('fastcgi')};
  uwsgi_temp_path ${t('uwsgi')};
  scgi_temp_path ${t('scgi')};
  upstream parley {
    server 127.0.0.1:${nodeA} max_fails=1 fail_timeout=30s;
    server 127.0.0.1:${nodeB} backup;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://parley;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}${ConsolePath.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return {
    cookie: res.headers
      .getSetCookie()
      .find((c) => c.startsWith('parley_session='))!
      .split(';')[0]!,
  };
}

type AgentMessageEvent = Extract<VisitorEvent, { code: typeof EventCode.AGENT_MESSAGE }>;
const agentMessagesIn = (events: VisitorEvent[]) => events.filter((e): e is AgentMessageEvent => e.code === EventCode.AGENT_MESSAGE);

describe.runIf(clusterUp && haveNginx)('two nodes behind nginx', () => {
  const cleanups: Array<() => Promise<void>> = [];
  beforeAll(buildServer, 180_000);
  afterAll(async () => {
    await Promise.all([...running].map(kill9));
    while (cleanups.length) await cleanups.pop()!();
  });

  it('S-MS13 S-MS3 S-EV7 node A is killed with SIGKILL mid-conversation: the visitor goes on through nginx to node B, nothing lost, doubled or reordered', async () => {
    const tag = randomBytes(6).toString('hex');
    const schema = `failover_${tag}`;
    cleanups.push(() => dropSchema(PG_URL, schema));
    const dirs = ['a', 'b', 'nginx'].map((n) => mkdtempSync(join(tmpdir(), `parley-failover-${n}-`)));
    cleanups.push(async () => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
    const [portA, portB, portN] = [await freePort(), await freePort(), await freePort()];
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      REDIS_PREFIX: `parley-failover-${tag}:`,
      SECRET: 'failover-secret-failover-secret-failover-0',
      DEMO_ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: '1',
      LOG_LEVEL: 'error',
      TRUST_PROXY: '1',
      VISITOR_WRITES_PER_10S: '1000000',
      ADDRESS_WRITES_PER_10S: '10000000',
    });
    // A first: it migrates and seeds; B finds the schema ready.
    const nodeA = await startServer(portA, env(dirs[0]!));
    await startServer(portB, env(dirs[1]!));
    const conf = join(dirs[2]!, 'nginx.conf');
    writeFileSync(conf, nginxConf(dirs[2]!, portN, portA, portB));
    const nginx = spawnKept(NGINX, ['-p', dirs[2]!, '-c', conf, '-e', join(dirs[2]!, 'error.log'), '-g', 'daemon off;'], process.env);
    await untilHealthy(`http://127.0.0.1:${portN}/healthz`, nginx);
    const lb = `http://127.0.0.1:${portN}`;
    const baseB = `http://127.0.0.1:${portB}`;
    const onA = `127.0.0.1:${portA}`;
    const onB = `127.0.0.1:${portB}`;

    const agent = await signIn(baseB, 'admin@demo.parley.local');
    await call(`${baseB}${ConsolePath.presence}`, { presence: 'online' }, agent);
    const start = await call<{ userId: string; token: string }>(`${lb}${VisitorPath.chatStart}`, { channelId: 'demo' });
    const userId = start.data.userId;
    const headers = { [TOKEN_HEADER]: start.data.token };
    expect((await call<{ status: number }>(`${lb}${VisitorPath.transferAgent}`, { userId }, headers)).data.status).toBe(
      TransferStatus.CONNECTED,
    );
    const resumed = await call<{ sessionId: number; lastEventId: number }>(
      `${lb}${VisitorPath.chatStart}`,
      { channelId: 'demo', userId },
      headers,
    );
    const { sessionId } = resumed.data;
    expect(resumed.upstream).toBe(onA);

    const visitorIds = Array.from({ length: MESSAGES }, (_, k) => `v${k}`);
    const agentIds = Array.from({ length: MESSAGES }, (_, k) => `a${k}`);
    const visitorAcked = new Map<string, ChatMessage>();
    const agentAcked = new Map<string, ChatMessage>();
    const upstreams: Array<{ upstream: string; afterKill: boolean }> = [];
    const events: VisitorEvent[] = [];
    let cursor = resumed.data.lastEventId;
    let killedAt: Promise<void> | undefined;
    let killed!: () => void;
    const crash = new Promise<void>((resolve) => (killed = resolve));
    const killWhenUnderWay = () => {
      if (killedAt || visitorAcked.size < MESSAGES / 3 || agentMessagesIn(events).length === 0) return;
      killedAt = kill9(nodeA).then(killed);
    };
    const viaLb = async <T>(path: string, body: Record<string, unknown>) => {
      const answer = await persist(() => call<T>(`${lb}${path}`, { userId, ...body }, headers));
      upstreams.push({ upstream: answer.upstream, afterKill: killedAt !== undefined });
      return answer.data;
    };

    // The visitor talks and reads through nginx; the agent answers on B; all three at once, like people.
    const visitorTalks = (async () => {
      for (const [k, id] of visitorIds.entries()) {
        // Past two thirds, wait for the kill, so the conversation goes on after it whatever the scheduling.
        if (k === Math.ceil((MESSAGES * 2) / 3)) await Promise.race([crash, sleep(15_000)]);
        visitorAcked.set(id, await viaLb<ChatMessage>(VisitorPath.sendMsg, { msgType: 1, msgContent: `visitor says ${id}`, id }));
        killWhenUnderWay();
        await sleep(20);
      }
    })();
    const agentTalks = (async () => {
      for (const id of agentIds) {
        const answer = await persist(() =>
          call<ChatMessage>(`${baseB}${ConsolePath.messages(sessionId)}`, { msgContent: `agent says ${id}`, clientId: id }, agent),
        );
        agentAcked.set(id, answer.data);
        await sleep(40);
      }
    })();
    const visitorReads = (async () => {
      const until = Date.now() + 60_000;
      while (agentMessagesIn(events).length < MESSAGES && Date.now() < until) {
        const page = await viaLb<{ msgList: VisitorEvent[]; lastEventId: number }>(VisitorPath.getEventMsg, {
          lastEventId: cursor,
          wait: 1000,
        });
        events.push(...page.msgList);
        cursor = page.lastEventId;
        killWhenUnderWay();
      }
    })();
    await Promise.all([visitorTalks, agentTalks, visitorReads]);
    await killedAt;
    expect(nodeA.signalCode, 'node A was killed mid-conversation').toBe('SIGKILL');

    // Before the kill nginx sent the visitor to A only; after it, every answer came from B.
    expect(upstreams.filter((u) => !u.afterKill).every((u) => u.upstream === onA)).toBe(true);
    const after = upstreams.filter((u) => u.afterKill);
    expect(after.length).toBeGreaterThan(0);
    expect(
      after.every((u) => u.upstream.endsWith(onB)),
      JSON.stringify(after),
    ).toBe(true);

    const history = await viaLb<ChatMessage[]>(VisitorPath.getHistoryMsg, { pageSize: 100 });
    const fromVisitor = history.filter((m) => m.senderType === SenderType.VISITOR);
    expect(fromVisitor.map((m) => m.id)).toEqual(visitorIds);
    expect(fromVisitor.map((m) => m.msgId)).toEqual(visitorIds.map((id) => visitorAcked.get(id)!.msgId));
    const fromAgent = history.filter((m) => m.senderType === SenderType.AGENT && m.id);
    expect(fromAgent.map((m) => m.id)).toEqual(agentIds);
    expect(fromAgent.map((m) => m.msgId)).toEqual(agentIds.map((id) => agentAcked.get(id)!.msgId));

    const read = events.map((e) => e.eventId);
    expect(read, 'event ids rise, none twice').toEqual([...new Set(read)].sort((a, b) => a - b));
    expect(agentMessagesIn(events).map((e) => e.message.id)).toEqual(agentIds);
    const log: VisitorEvent[] = [];
    for (let from = resumed.data.lastEventId; ;) {
      const page = await viaLb<{ msgList: VisitorEvent[]; lastEventId: number }>(VisitorPath.getEventMsg, { lastEventId: from });
      if (page.msgList.length === 0) break;
      log.push(...page.msgList);
      from = page.lastEventId;
    }
    expect(read, 'the reader missed no event').toEqual(log.map((e) => e.eventId).slice(0, read.length));
  }, 120_000);
});
