// bench:stream — idle SSE event streams one process holds and what they cost in memory, against a bare Fastify route
// holding the same number of idle event streams, measured in the same run. BENCH_STREAMS (5000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { TOKEN_HEADER, VisitorPath } from '@parley/protocol';
import { bareServer, buildServer, fmt, machineNote, parleyServer, pool, post, rssMb, sleep, visitorAddress } from './lib.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);

/** Opens one stream per url (one connection each, as many browsers would), each until its first frame. */
async function openStreams(urls) {
  const open = [];
  await pool(urls.length, 100, async (i) => {
    const url = await urls[i]();
    await new Promise((resolve) => {
      const req = get(url, { agent: false }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return resolve();
        }
        // Heartbeats are read and dropped, so nothing backs up.
        res.once('data', () => {
          open.push(req);
          resolve();
        });
        res.on('data', () => undefined);
      });
      req.once('error', () => resolve());
    });
  });
  return { opened: open.length, close: () => open.forEach((req) => req.destroy()) };
}

async function measure(server, urls) {
  await sleep(1000);
  const before = rssMb(server.pid);
  const began = Date.now();
  const streams = await openStreams(urls);
  const openMs = Date.now() - began;
  await sleep(2000);
  const after = rssMb(server.pid);
  streams.close();
  return { opened: streams.opened, before, after, perStreamKb: ((after - before) * 1024) / Math.max(1, streams.opened), openMs };
}

buildServer();
console.log(`bench:stream — ${machineNote()}; ${fmt(STREAMS)} idle streams`);
const show = (name, m) =>
  console.log(
    `${name}: ${fmt(m.opened)} streams open (in ${(m.openMs / 1000).toFixed(1)} s), RSS ${fmt(m.before)} → ${fmt(m.after)} MB, ` +
      `${fmt(m.perStreamKb, 1)} KB a stream`,
  );

const bare = await bareServer('sse');
const b = await measure(
  bare,
  Array.from({ length: STREAMS }, () => () => `${bare.base}/stream`),
);
await bare.stop();
show('bare Fastify SSE route', b);

const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-stream-'));
const server = await parleyServer({ DATA_DIR: dataDir });
try {
  const began = Date.now();
  const tickets = await pool(STREAMS, 32, async (i) => {
    const { data } = await post(server.base, VisitorPath.chatStart, { channelId: 'demo' }, visitorAddress(i));
    const headers = { [TOKEN_HEADER]: data.token };
    return { userId: data.userId, headers };
  });
  console.log(`${fmt(STREAMS)} visitors started in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  // A ticket is short-lived, so each is asked for just before its stream opens, as the widget does.
  const urls = tickets.map((v) => async () => {
    const { data } = await post(server.base, VisitorPath.eventStreamTicket, { userId: v.userId }, v.headers);
    return `${server.base}${VisitorPath.eventStream}?ticket=${encodeURIComponent(data.ticket)}`;
  });
  const p = await measure(server, urls);
  show('Parley visitor eventStream', p);
  console.log(
    `Parley holds ${fmt(p.opened)} of ${fmt(STREAMS)} at ${fmt(p.perStreamKb, 1)} KB a stream = ${(p.perStreamKb / b.perStreamKb).toFixed(2)} × the bare route's ${fmt(b.perStreamKb, 1)} KB`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
