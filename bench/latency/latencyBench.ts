/**
 * Delivery latency benchmark: `npm run bench:latency`.
 * Agent sends a message over HTTP → the visitor sees it, measured on a real server on loopback:
 * via the SSE stream, via getEventMsg long-poll, and via the spec's plain 2000 ms polling (the baseline,
 * measured in the same run). Prints p50/p99 in ms and each transport's ratio to the baseline.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AdminPath, ConsolePath, POLL_INTERVAL_MS, VisitorPath } from '@parley/protocol';
import { buildApp } from '../../packages/server/src/app.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const POLLERS = 10;
const PASSWORD = 'bench-admin-password';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

export async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'parley-bench-latency-'));
  const { app } = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      secret: 'bench-secret-bench-secret-bench-secret-01',
      seedDemo: true,
      demoAdminPassword: PASSWORD,
      logLevel: 'silent',
      visitorWritesPer10s: 1_000_000,
      addressWritesPer10s: 1_000_000,
    },
    logger: false,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { res, json: (await res.json()) as { code: number; data: any } };
    };
    const login = await post(ConsolePath.login, { email: 'admin@demo.parley.local', password: PASSWORD });
    const cookie = { cookie: login.res.headers.get('set-cookie')!.split(';')[0]! };
    await post(ConsolePath.presence, { presence: 'online' }, cookie);
    const me = login.json.data;
    await post(AdminPath.agent(me.agentId), { email: me.email, nickname: me.nickname, role: 'admin', capacity: 100 }, cookie);

    async function connectVisitor() {
      const start = (await post(VisitorPath.chatStart, { channelId: 'demo' })).json.data;
      const headers = { token: start.token as string };
      const r = await post(VisitorPath.transferAgent, { userId: start.userId }, headers);
      if (r.json.data.status !== 2) throw new Error(`transfer answered ${r.json.data.status}`);
      const conv = (await (await fetch(`${base}${ConsolePath.conversations}?status=active&limit=1`, { headers: cookie })).json()) as {
        data: { sessionId: number }[];
      };
      return { userId: start.userId as string, headers, sessionId: conv.data[0]!.sessionId, lastEventId: start.lastEventId as number };
    }
    const agentSend = (sessionId: number, text: string) => post(ConsolePath.messages(sessionId), { msgContent: text }, cookie);

    // 1. SSE stream.
    const v = await connectVisitor();
    const { ticket } = (await post(VisitorPath.eventStreamTicket, { userId: v.userId }, v.headers)).json.data;
    const abort = new AbortController();
    const stream = await fetch(`${base}${VisitorPath.eventStream}?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    const seen = new Map<string, number>();
    const wake: { fn: (() => void) | null } = { fn: null };
    void (async () => {
      let buf = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buf += decoder.decode(value, { stream: true });
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const data = buf
            .slice(0, i)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          buf = buf.slice(i + 2);
          if (!data) continue;
          const e = JSON.parse(data.slice(6));
          if (e.message?.msgContent) seen.set(e.message.msgContent, performance.now());
          wake.fn?.();
        }
      }
    })();
    const sse: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const text = `sse-${i}`;
      const t0 = performance.now();
      await agentSend(v.sessionId, text);
      while (!seen.has(text)) await new Promise<void>((r) => (wake.fn = r));
      sse.push(seen.get(text)! - t0);
    }
    abort.abort();

    // 2. getEventMsg long-poll: the request waits on the server until an event arrives.
    const lp = await connectVisitor();
    lp.lastEventId = (
      await post(VisitorPath.getEventMsg, { userId: lp.userId, lastEventId: lp.lastEventId }, lp.headers)
    ).json.data.lastEventId;
    const longPoll: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const text = `lp-${i}`;
      const pending = post(VisitorPath.getEventMsg, { userId: lp.userId, lastEventId: lp.lastEventId, wait: 20_000 }, lp.headers);
      await new Promise((r) => setTimeout(r, 5));
      const t0 = performance.now();
      await agentSend(lp.sessionId, text);
      const answer = (await pending).json.data;
      const t1 = performance.now();
      lp.lastEventId = answer.lastEventId;
      if (answer.msgList.some((e: any) => e.message?.msgContent === text)) longPoll.push(t1 - t0);
    }

    // 3. Baseline: the spec's polling every 2000 ms, several visitors at once so 200 messages take ~40 s.
    const pollers = await Promise.all(Array.from({ length: POLLERS }, connectVisitor));
    const received = new Map<string, number>();
    let stop = false;
    const loops = pollers.map(async (p, k) => {
      await new Promise((r) => setTimeout(r, (k * POLL_INTERVAL_MS) / POLLERS));
      while (!stop) {
        const answer = (await post(VisitorPath.getEventMsg, { userId: p.userId, lastEventId: p.lastEventId }, p.headers)).json.data;
        const now = performance.now();
        p.lastEventId = answer.lastEventId;
        for (const e of answer.msgList) if (e.message?.msgContent) received.set(e.message.msgContent, now);
        await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
      }
    });
    const sentAt = new Map<string, number>();
    for (let i = 0; i < MESSAGES; i++) {
      const text = `poll-${i}`;
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      sentAt.set(text, performance.now());
      // A random visitor each time, so send times do not fall into step with any one visitor's polls.
      await agentSend(pollers[Math.floor(Math.random() * POLLERS)]!.sessionId, text);
    }
    while (received.size < MESSAGES) await new Promise((r) => setTimeout(r, 100));
    stop = true;
    await Promise.all(loops);
    const polling = [...sentAt].map(([text, t0]) => received.get(text)! - t0);

    const base50 = pct(polling, 50);
    const base99 = pct(polling, 99);
    const row = (name: string, xs: number[]) =>
      `${name.padEnd(34)} ${String(xs.length).padStart(4)}  ${pct(xs, 50).toFixed(1).padStart(8)}  ${pct(xs, 99).toFixed(1).padStart(8)}  ${(pct(xs, 50) / base50).toFixed(3).padStart(8)}  ${(pct(xs, 99) / base99).toFixed(3).padStart(8)}`;
    console.log(`\nagent send → visitor sees it (ms), SQLite, loopback, ${MESSAGES} messages each`);
    console.log(
      `${'transport'.padEnd(34)} ${'n'.padStart(4)}  ${'p50'.padStart(8)}  ${'p99'.padStart(8)}  ${'p50/base'.padStart(8)}  ${'p99/base'.padStart(8)}`,
    );
    console.log(row('SSE stream', sse));
    console.log(row('getEventMsg long-poll', longPoll));
    console.log(row(`polling every ${POLL_INTERVAL_MS} ms (baseline)`, polling));
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
