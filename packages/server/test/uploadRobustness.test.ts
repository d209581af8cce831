import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath, TicketPath, VisitorPath } from '@parley/protocol';
import { loginAdmin, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/**
 * Issue 18 item 3: a multipart body that is cut off, stalls, or is not multipart at all gets a prompt 4xx (or the
 * connection is closed), never a 500 or a request held forever, and leaves no partial file behind. Over real
 * HTTP: inject would hand the server a complete body.
 */
const BOUNDARY = 'parley-cut';

function multipartBody(fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return Buffer.from(
    `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="kb.json"\r\nContent-Type: application/octet-stream\r\n\r\n${'x'.repeat(20_000)}\r\n--${BOUNDARY}--\r\n`,
  );
}

/** Sends raw bytes; answers the status line, or 'closed' when the server closed without answering, within 5 s. */
function rawPost(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  declaredLength = body.length,
  halfClose = false,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const head = Object.entries({ Host: 'localhost', Connection: 'close', 'Content-Length': String(declaredLength), ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n\r\n`);
      socket.write(body);
      if (halfClose) socket.end();
    });
    let got = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s to ${path}`));
    }, 5000);
    socket.on('data', (d: Buffer) => (got += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(got ? got.split('\r\n')[0]! : 'closed');
    });
  });
}

describe.each(dialects)('broken multipart on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  let admin: AgentSession;
  let visitor: { userId: string; token: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    visitor = (await t.post(VisitorPath.chatStart, { channelId: 'demo' })).json().data;
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await t?.close();
  });

  const leftovers = () => {
    const root = join(t.ctx.config.dataDir, 'uploads');
    try {
      return readdirSync(root).flatMap((d) => readdirSync(join(root, d)));
    } catch {
      return [];
    }
  };

  const targets = (): Array<{ path: string; headers: Record<string, string>; fields: Record<string, string> }> => [
    { path: VisitorPath.upload, headers: { token: visitor.token }, fields: { userId: visitor.userId } },
    { path: TicketPath.clientUpload, headers: { token: visitor.token }, fields: { userId: visitor.userId } },
    { path: AdminPath.robotImport('demo'), headers: { cookie: `parley_session=${admin.cookie}` }, fields: {} },
  ];

  it('S-UP9 answers 400 at once to a body cut off before its end, on every upload route, and keeps no partial file', async () => {
    for (const { path, headers, fields } of targets()) {
      const body = multipartBody(fields);
      const cut = body.subarray(0, body.length - 30);
      for (let i = 0; i < 5; i++) {
        expect(await rawPost(port, path, { ...headers, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, cut), path).toMatch(
          /^HTTP\/1\.1 400/,
        );
      }
    }
    expect(leftovers()).toEqual([]);
  });

  it('S-UP9 ends a request whose client stops sending and hangs up, keeping no partial file', async () => {
    for (const { path, headers, fields } of targets()) {
      const body = multipartBody(fields);
      const status = await rawPost(
        port,
        path,
        { ...headers, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
        body.subarray(0, 5000),
        body.length,
        true,
      );
      expect(status).not.toMatch(/^HTTP\/1\.1 5/);
    }
    await expect.poll(leftovers, { timeout: 3000 }).toEqual([]);
  });

  it('S-UP9 answers 400, not 500, to a multipart body without a boundary or of garbage', async () => {
    for (const { path, headers, fields } of targets()) {
      const body = multipartBody(fields);
      expect(await rawPost(port, path, { ...headers, 'Content-Type': 'multipart/form-data' }, body), path).toMatch(/^HTTP\/1\.1 4\d\d/);
      expect(
        await rawPost(port, path, { ...headers, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, Buffer.from('garbage')),
        path,
      ).toMatch(/^HTTP\/1\.1 400/);
    }
    const consoleUpload = ConsolePath.upload(1);
    expect(
      await rawPost(
        port,
        consoleUpload,
        { cookie: `parley_session=${admin.cookie}`, 'Content-Type': 'multipart/form-data' },
        Buffer.from('garbage'),
      ),
    ).toMatch(/^HTTP\/1\.1 4\d\d/);
  });
});

describe('a stalled request', () => {
  it('S-UP9 is cut off after REQUEST_TIMEOUT_MS, and its partial file removed', async () => {
    const t = await createTestApp('sqlite');
    // The timeout is read when an app is built: a second app on the same database, with a short one.
    const { buildApp } = await import('../src/app.js');
    const { app, ctx } = await buildApp({ config: { ...t.ctx.config, requestTimeoutMs: 1000 }, db: t.ctx.db, logger: false });
    try {
      const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
      const v = (await app.inject({ method: 'POST', url: VisitorPath.chatStart, payload: { channelId: 'demo' } })).json().data;
      const body = multipartBody({ userId: v.userId });
      const started = Date.now();
      const status = await rawPost(
        port,
        VisitorPath.upload,
        { token: v.token, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
        body.subarray(0, 3000),
        body.length,
      );
      expect(status === 'closed' || /^HTTP\/1\.1 408/.test(status), status).toBe(true);
      expect(Date.now() - started).toBeLessThan(4500);
      const root = join(ctx.config.dataDir, 'uploads');
      const files = () => {
        try {
          return readdirSync(root).flatMap((d) => readdirSync(join(root, d)));
        } catch {
          return [];
        }
      };
      await expect.poll(files, { timeout: 3000 }).toEqual([]);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
