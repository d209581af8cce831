import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorPath } from '@parley/protocol';
import { dropSchema } from '../src/platform/db/database.js';
import { PG_URL, dialects } from './harness.js';
import { buildServer, freePort, kill9, running, spawnKept, startServer, untilHealthy } from './processes.js';

/**
 * The built server behind a real nginx configured as docs/operations.md shows (issue 34): a client that writes its
 * own X-Forwarded-For is still known by the address nginx saw. nginx's realip module stands in for the Internet: it
 * takes the address the client connects from out of `X-Test-Client`, so a test on one machine can be a public client.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const haveNginx = existsSync(NGINX);
if (!haveNginx) {
  if (process.env.CI === 'true') throw new Error(`nginx is not at ${NGINX}; CI must run the proxy test (apt-get install nginx)`);
  console.warn(`[skipped] proxy trust behind nginx: no nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`);
}

function nginxConf(dir: string, port: number, upstream: number): string {
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
  upstream parley { server 127.0.0.1:${upstream}; keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Test-Client;
    location / {
      proxy_pass http://parley;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

describe.runIf(haveNginx).each(dialects)('behind nginx on %s', (dialect) => {
  const cleanups: Array<() => Promise<void>> = [];
  let lb = '';
  beforeAll(async () => {
    await buildServer();
    const dirs = ['server', 'nginx'].map((n) => mkdtempSync(join(tmpdir(), `parley-proxy-${n}-`)));
    cleanups.push(async () => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
    const schema = `proxy_${randomBytes(6).toString('hex')}`;
    if (dialect === 'postgres') cleanups.push(() => dropSchema(PG_URL, schema));
    const [port, portN] = [await freePort(), await freePort()];
    const server = await startServer(port, {
      DATA_DIR: dirs[0]!,
      ...(dialect === 'postgres' ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema } : {}),
      SECRET: 'proxy-secret-proxy-secret-proxy-secret-0',
      SEED_DEMO: '1',
      LOG_LEVEL: 'error',
      TRUST_PROXY: '1',
    });
    cleanups.push(() => kill9(server));
    const conf = join(dirs[1]!, 'nginx.conf');
    writeFileSync(conf, nginxConf(dirs[1]!, portN, port));
    const nginx = spawnKept(NGINX, ['-p', dirs[1]!, '-c', conf, '-e', join(dirs[1]!, 'error.log'), '-g', 'daemon off;'], process.env);
    cleanups.push(() => kill9(nginx.child));
    lb = `http://127.0.0.1:${portN}`;
    await untilHealthy(`${lb}/healthz`, nginx);
  }, 180_000);
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
    expect([...running]).toEqual([]);
  });

  it('S-HD3 TRUST_PROXY=1 takes the address the proxy saw: a forged X-Forwarded-For does not open /metrics', async () => {
    const metrics = (client: string, forged?: string) =>
      fetch(`${lb}/metrics`, { headers: { 'x-test-client': client, ...(forged ? { 'x-forwarded-for': forged } : {}) } }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    expect(await metrics('203.0.113.50', '10.9.8.7')).toBe(403);
    expect(await metrics('203.0.113.50', '127.0.0.1, 10.9.8.7')).toBe(403);
    expect(await metrics('203.0.113.50')).toBe(403);
    // A Prometheus on the private network still reads it.
    expect(await metrics('10.1.2.3', '203.0.113.9')).toBe(200);
  });

  it("S-HD3 a client rotating X-Forwarded-For is held to its address's chatStart limit (S-AB4)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 320; i++) {
      const res = await fetch(`${lb}${VisitorPath.chatStart}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-client': '203.0.113.51', 'x-forwarded-for': `198.51.100.${i % 250}` },
        body: JSON.stringify({ channelId: 'demo' }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(300);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // Another client is not held up by that one.
    const other = await fetch(`${lb}${VisitorPath.chatStart}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-client': '203.0.113.52' },
      body: JSON.stringify({ channelId: 'demo' }),
    });
    expect(other.status).toBe(200);
  });
});
