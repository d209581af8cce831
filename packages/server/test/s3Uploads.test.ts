import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, VisitorPath } from '@parley/protocol';
import { configFromEnv } from '../src/platform/config.js';
import type { S3Settings } from '../src/platform/storage/s3Storage.js';
import { loginAdmin, newVisitor, type AgentSession, type VisitorHandle } from './agents.js';
import { createTestApp, type TestApp } from './harness.js';

/** Uploads in an S3-compatible bucket, against a real S3-protocol server (s3rver) started by the test on a free port. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2a1d10000000049454e44ae426082',
  'hex',
);
const BUCKET = 'parley-uploads';

function multipart(userId: string, name: string, data: Buffer) {
  const boundary = `----parley${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="userId"\r\n\r\n${userId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('uploads in an S3-compatible bucket', () => {
  let s3dir: string;
  let server: S3rver;
  let settings: S3Settings;
  let bucket: S3Client;
  let t: TestApp;
  let admin: AgentSession;

  beforeAll(async () => {
    s3dir = mkdtempSync(join(tmpdir(), 'parley-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    // s3rver checks request signatures against its own fixed key pair.
    settings = {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    bucket = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    t = await createTestApp('sqlite', undefined, { uploadsS3: settings });
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    bucket?.destroy();
    await server?.close();
    rmSync(s3dir, { recursive: true, force: true });
  });

  const objects = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!);
  const staged = () => {
    const dir = join(t.ctx.config.dataDir, 'uploads-staging');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const upload = (v: VisitorHandle, name: string, data: Buffer) => {
    const { payload, headers } = multipart(v.userId, name, data);
    return t.inject({ method: 'POST', url: VisitorPath.upload, payload, headers: { ...headers, ...v.headers } });
  };

  it('S-UP10 S-UP3 keeps an upload as one object in the bucket and serves it back whole and by range through the file route', async () => {
    const v = await newVisitor(t);
    const res = await upload(v, 'photo.png', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.url;
    const key = url.split('/')[3]!;
    expect(await objects()).toContain(key);
    // Nothing on local disk: no uploads folder, and the staged copy is gone once the object is in the bucket.
    expect(existsSync(join(t.ctx.config.dataDir, 'uploads'))).toBe(false);
    expect(staged()).toEqual([]);
    expect(await t.ctx.files.size(key)).toBe(PNG.length);

    const whole = await t.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(PNG)).toBe(true);
    const part = await t.inject({ method: 'GET', url, headers: { range: 'bytes=1-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PNG.length}`);
    expect(part.rawPayload.toString()).toBe('PNG');
  });

  it('S-UP10 S-UP2 S-UP1 a refused upload puts nothing in the bucket and leaves nothing staged', async () => {
    const v = await newVisitor(t);
    const before = await objects();
    const wrong = await upload(v, 'cat.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(wrong.statusCode).toBe(400);
    expect((await upload(v, 'empty.png', Buffer.alloc(0))).statusCode).toBe(400);
    expect(await objects()).toEqual(before);
    expect(staged()).toEqual([]);
  });

  it('S-UP10 S-PV6 erasing a visitor removes their objects from the bucket', async () => {
    const v = await newVisitor(t);
    const keys: string[] = [];
    for (const name of ['one.png', 'two.png']) keys.push((await upload(v, name, PNG)).json().data.url.split('/')[3]);
    const other = await newVisitor(t);
    const kept = (await upload(other, 'kept.png', PNG)).json().data.url.split('/')[3];
    const res = await admin.post(AdminPath.visitorErase(v.userId), { confirmUserId: v.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.files).toBe(2);
    // The objects go by a job written with the erasure.
    await t.jobs!.drain();
    const left = await objects();
    for (const key of keys) expect(left).not.toContain(key);
    expect(left).toContain(kept);
    await expect(t.ctx.files.size(keys[0]!)).rejects.toThrow();
  });

  it('S-UP10 reads UPLOADS_S3_* settings, and refuses a partial set naming the missing one', () => {
    const env = { DATA_DIR: t.ctx.config.dataDir, SECRET: 'x'.repeat(32) };
    expect(configFromEnv(env).uploadsS3).toBeUndefined();
    expect(
      configFromEnv({
        ...env,
        UPLOADS_S3_BUCKET: 'files',
        UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9000',
        UPLOADS_S3_ACCESS_KEY_ID: 'id',
        UPLOADS_S3_SECRET_ACCESS_KEY: 'secret',
      }).uploadsS3,
    ).toEqual({ bucket: 'files', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret' });
    expect(() => configFromEnv({ ...env, UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/UPLOADS_S3_BUCKET/);
    expect(() => configFromEnv({ ...env, UPLOADS_S3_BUCKET: 'files', UPLOADS_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /UPLOADS_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => configFromEnv({ ...env, UPLOADS_S3_BUCKET: 'files', UPLOADS_S3_ENDPOINT: 'ftp://x' })).toThrow(/UPLOADS_S3_ENDPOINT/);
  });
});
