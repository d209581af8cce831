import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live: disk under DATA_DIR (the default), or an S3-compatible bucket (`s3Storage.ts`). */
export interface FileStorage {
  /** Streams into the store under a temporary name; commit() makes it visible under `key`, discard() removes it. */
  write(key: string, source: Readable): Promise<{ bytes: number; commit(): Promise<void>; discard(): Promise<void> }>;
  /** The bytes of `key`, or of the inclusive range; rejects when the store has no such key. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number>;
  /** Removes `key`; a key already gone is not an error. */
  remove(key: string): Promise<void>;
  close?(): void;
}

/** Keys are random base64url: safe as file names, and sharded by their first two characters. */
export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) throw new Error('bad storage key');
    return join(root, key.slice(0, 2), key);
  };
  return {
    async write(key, source) {
      const final = pathOf(key);
      const temp = `${final}.part`;
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      let bytes = 0;
      source.on('data', (chunk: Buffer) => (bytes += chunk.length));
      try {
        await pipeline(source, createWriteStream(temp, { mode: 0o600 }));
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return {
        bytes,
        commit: () => rename(temp, final),
        discard: () => rm(temp, { force: true }),
      };
    },
    async read(key, range) {
      const path = pathOf(key);
      // A missing file rejects here, before the answer's headers are sent, as the S3 store's does.
      await stat(path);
      return createReadStream(path, range);
    },
    async size(key) {
      return (await stat(pathOf(key))).size;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
