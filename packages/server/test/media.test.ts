import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath, UPLOAD_MAX_BYTES, VisitorPath } from '@parley/protocol';
import { hashPassword } from '../src/platform/auth/password.js';
import { loginAdmin, loginAgent, newVisitor, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2a1d10000000049454e44ae426082',
  'hex',
);
const MP4_HEAD = Buffer.concat([
  Buffer.from('0000001866747970', 'hex'),
  Buffer.from('mp42'),
  Buffer.alloc(4),
  Buffer.from('mp42isom'),
  Buffer.alloc(64),
]);

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer; type?: string }) {
  const boundary = '----parley' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
  );
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(dialects)('uploads on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const filesOnDisk = () => {
    const root = join(t.ctx.config.dataDir, 'uploads');
    try {
      return readdirSync(root).flatMap((d) => readdirSync(join(root, d)));
    } catch {
      return [];
    }
  };
  async function upload(v: { userId: string; headers: Record<string, string> }, name: string, data: Buffer) {
    const { payload, headers } = multipart({ userId: v.userId }, { name, data });
    return t.inject({ method: 'POST', url: VisitorPath.upload, payload, headers: { ...headers, ...v.headers } });
  }

  it('S-UP2 S-UP3 stores an image checked by content and answers url, name, suffix', async () => {
    const v = await newVisitor(t);
    const res = await upload(v, 'photo.PNG', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ name: 'photo.PNG', suffix: 'png' });
    expect(d.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{32}\/photo\.PNG\?e=\d+&s=[A-Za-z0-9_-]{32}$/);
    const got = await t.inject({ method: 'GET', url: d.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toMatch(/^inline/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('S-UP1 accepts exactly 10485760 bytes and refuses one byte more, leaving nothing behind', async () => {
    const v = await newVisitor(t);
    const exact = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    expect((await upload(v, 'big.png', exact)).statusCode).toBe(200);
    const before = filesOnDisk().length;
    const over = await upload(v, 'bigger.png', Buffer.concat([exact, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 413, message: 'file cannot be larger than 10M' });
    expect(filesOnDisk().length).toBe(before);
    expect(filesOnDisk().some((f) => f.endsWith('.part'))).toBe(false);
  });

  it('S-UP2 refuses content that does not match its image or video name', async () => {
    const v = await newVisitor(t);
    const pngAsMp4 = await upload(v, 'clip.mp4', PNG);
    expect(pngAsMp4.statusCode).toBe(400);
    expect(pngAsMp4.json().message).toContain('only pictures or movies can be sent');
    expect((await upload(v, 'cat.png', Buffer.from('<html><script>alert(1)</script></html>'))).statusCode).toBe(400);
    expect((await upload(v, 'clip.mp4', MP4_HEAD)).statusCode).toBe(200);
    expect((await upload(v, 'notes.txt', Buffer.from('plain text'))).statusCode).toBe(200);
  });

  it('S-UP3 serves an SVG with a script only as a sandboxed attachment', async () => {
    const v = await newVisitor(t);
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(v, 'logo.svg', svg);
    expect(res.statusCode).toBe(200);
    const got = await t.inject({ method: 'GET', url: res.json().data.url });
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
    expect(got.headers['content-security-policy']).toContain('sandbox');
    const html = await upload(v, 'page.html', Buffer.from('<html><script>alert(1)</script></html>'));
    const page = await t.inject({ method: 'GET', url: html.json().data.url });
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('S-UP4 keeps path traversal in names harmless', async () => {
    const v = await newVisitor(t);
    const res = await upload(v, '../../etc/passwd.png', PNG);
    expect(res.json().data.name).toBe('passwd.png');
    const res2 = await upload(v, '..\\..\\win.ini', Buffer.from('x'));
    expect(res2.json().data.name).toBe('win.ini');
  });

  it('S-UP5 S-AU4 lets only the conversation visitor and the tenant agents read a link', async () => {
    const owner = await newVisitor(t);
    const other = await newVisitor(t);
    const { url } = (await upload(owner, 'private.png', PNG)).json().data;
    const bare = url.split('?')[0];
    expect((await t.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: bare, headers: other.headers })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: `${bare}?s=${'A'.repeat(32)}`, headers: other.headers })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: bare, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: bare, headers: { cookie: `parley_session=${admin.cookie}` } })).statusCode).toBe(200);
    const now = t.clock.now;
    await t.ctx.db.kysely.insertInto('tenants').values({ id: 'elsewhere', name: 'Elsewhere', created_at: now }).execute();
    await t.ctx.db.kysely
      .insertInto('agents')
      .values({
        tenant_id: 'elsewhere',
        email: 'x@elsewhere.example',
        password_hash: await hashPassword('elsewhere-pw'),
        nickname: 'X',
        role: 'admin',
        created_at: now,
      })
      .execute();
    const outsider = await loginAgent(t, 'x@elsewhere.example', 'elsewhere-pw');
    expect((await t.inject({ method: 'GET', url: bare, headers: { cookie: `parley_session=${outsider.cookie}` } })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/files/nonexistentkey123456/x.png' })).statusCode).toBe(404);
  });

  it('S-UP3 serves byte ranges for seeking', async () => {
    const v = await newVisitor(t);
    const { url } = (await upload(v, 'clip.mp4', MP4_HEAD)).json().data;
    const part = await t.inject({ method: 'GET', url, headers: { range: 'bytes=4-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-7/${MP4_HEAD.length}`);
    expect(part.rawPayload.toString()).toBe('ftyp');
    expect((await t.inject({ method: 'GET', url, headers: { range: 'bytes=9999-' } })).statusCode).toBe(416);
  });

  it('S-UP7 takes a pasted screenshot as base64 and refuses what is not an image', async () => {
    const v = await newVisitor(t);
    const res = await v.call(VisitorPath.uploadBase64, { imgData: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(res.code).toBe(200);
    expect(res.data.suffix).toBe('png');
    expect(
      (await t.post(VisitorPath.uploadBase64, { userId: v.userId, imgData: Buffer.from('hello').toString('base64') }, v.headers))
        .statusCode,
    ).toBe(400);
    expect((await t.post(VisitorPath.uploadBase64, { userId: v.userId, imgData: '%%%' }, v.headers)).statusCode).toBe(400);
    expect((await t.post(VisitorPath.uploadBase64, { userId: v.userId }, v.headers)).statusCode).toBe(400);
  });

  it('S-UP6 refuses uploads without a token, with a mismatched userId, or without a file', async () => {
    const v = await newVisitor(t);
    const other = await newVisitor(t);
    const { payload, headers } = multipart({ userId: other.userId }, { name: 'a.png', data: PNG });
    expect((await t.inject({ method: 'POST', url: VisitorPath.upload, payload, headers })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: VisitorPath.upload, payload, headers: { ...headers, ...v.headers } })).statusCode).toBe(
      401,
    );
    const notMultipart = await t.post(VisitorPath.upload, { userId: v.userId }, v.headers);
    expect(notMultipart.statusCode).toBe(400);
  });

  it('S-UP8 lets an agent send a file the visitor can open', async () => {
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent);
    const sessionId = (await admin.get(`${ConsolePath.conversations}?status=active`)).json().data[0].sessionId;
    const { payload, headers } = multipart({}, { name: 'invoice.pdf', data: Buffer.from('%PDF-1.4\n%fake') });
    const res = await t.inject({
      method: 'POST',
      url: ConsolePath.upload(sessionId),
      payload,
      headers: { ...headers, cookie: `parley_session=${admin.cookie}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = await t.inject({ method: 'GET', url: res.json().data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''invoice\.pdf/);
  });
});
