import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './fileStorage.js';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2…); unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's default chain (environment, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Uploads in an S3-compatible bucket, one object per key. An upload is staged on local disk first: the bytes are
 * checked (size, content) before anything reaches the bucket, and the PUT then knows its length, so no refused or
 * cut-off upload ever leaves an object behind and no multipart upload is needed (uploads are at most 10 MB).
 */
export function s3Storage(settings: S3Settings, stagingDir: string): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // The SDK's default adds CRC32 trailers (aws-chunked bodies) that several S3-compatible servers do not accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) throw new Error('bad storage key');
    return key;
  };
  return {
    async write(key, source) {
      const Key = checked(key);
      await mkdir(stagingDir, { recursive: true });
      const temp = join(stagingDir, `${Key}.part`);
      let bytes = 0;
      source.on('data', (chunk: Buffer) => (bytes += chunk.length));
      try {
        await pipeline(source, createWriteStream(temp, { mode: 0o600 }));
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      const discard = () => rm(temp, { force: true });
      return {
        bytes,
        async commit() {
          try {
            await client.send(new PutObjectCommand({ Bucket, Key, Body: createReadStream(temp), ContentLength: bytes }));
          } finally {
            await discard();
          }
        },
        discard,
      };
    },
    async read(key, range) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: checked(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return answer.Body;
    },
    async size(key) {
      return Number((await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }))).ContentLength);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    close() {
      client.destroy();
    },
  };
}
