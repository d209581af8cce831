import { randomBytes } from 'node:crypto';
import { Readable, Transform, pipeline } from 'node:stream';
import { ApiCode, IMAGE_SUFFIXES, UPLOAD_MAX_BYTES, fileSuffix } from '@parley/protocol';
import { fileLinkKeys, fileLinkQuery } from '../../platform/auth/fileLink.js';
import type { AppContext } from '../../platform/context.js';
import { ApiError, badRequest } from '../../platform/http/envelope.js';
import { safeFileName, sniff } from './sniff.js';

export const FILE_ROUTE = '/api/files';
export const TOO_LARGE = 'file cannot be larger than 10M';
export const WRONG_TYPE = 'only pictures or movies can be sent';

export interface Owner {
  tenantId: string;
  /** Whose conversation the file belongs to. */
  visitorId: number;
  agentId?: number;
}

export interface Uploaded {
  url: string;
  name: string;
  suffix: string;
}

/** Keeps the first bytes for sniffing while the rest streams through. */
function headCapture(limit = 4100) {
  const chunks: Buffer[] = [];
  let kept = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (kept < limit) {
        chunks.push(chunk.subarray(0, limit - kept));
        kept += Math.min(chunk.length, limit - kept);
      }
      cb(null, chunk);
    },
  });
  return { stream: t, head: () => Buffer.concat(chunks) };
}

/**
 * Stores an upload: at most 10485760 bytes (more is refused and nothing is left behind), the content
 * checked against the name, a random key as the URL.
 */
export async function storeUpload(
  ctx: AppContext,
  owner: Owner,
  source: Readable,
  originalName: string,
  truncated: () => boolean,
  only?: { suffixes: readonly string[]; message: string },
): Promise<Uploaded> {
  const name = safeFileName(originalName);
  const suffix = fileSuffix(name);
  if (only && !only.suffixes.includes(suffix)) {
    source.resume();
    throw badRequest(`file: ${only.message}`);
  }
  const key = randomBytes(24).toString('base64url');
  const capture = headCapture();
  // pipeline (unlike pipe) passes a source's error on, also one that happened before this point: a body cut off
  // mid-file ends the write and removes the part file.
  const piped = pipeline(source, capture.stream, () => undefined);
  let written: Awaited<ReturnType<typeof ctx.files.write>>;
  try {
    written = await ctx.files.write(key, piped);
  } catch {
    throw badRequest('file: the upload was cut off before its end');
  }
  if (truncated() || written.bytes > UPLOAD_MAX_BYTES) {
    await written.discard();
    throw new ApiError(ApiCode.TOO_LARGE, TOO_LARGE);
  }
  if (written.bytes === 0) {
    await written.discard();
    throw badRequest('file: the file is empty');
  }
  const checked = await sniff(capture.head(), name);
  if (!checked.ok) {
    await written.discard();
    throw badRequest(`file: ${WRONG_TYPE} (the content does not match .${suffix})`);
  }
  await written.commit();
  await ctx.db.kysely
    .insertInto('uploads')
    .values({
      tenant_id: owner.tenantId,
      key,
      visitor_id: owner.visitorId,
      agent_id: owner.agentId ?? null,
      name,
      suffix,
      mime: checked.mime,
      size: written.bytes,
      created_at: ctx.now(),
    })
    .execute();
  return { url: fileUrl(ctx, key, name, owner.visitorId), name, suffix };
}

/** A file's link, signed for the visitor whose conversation or ticket it belongs to, expiring (auth/fileLink.ts). */
export function fileUrl(ctx: AppContext, key: string, name: string, visitorId: number): string {
  return `${FILE_ROUTE}/${key}/${encodeURIComponent(name)}?${fileLinkQuery(fileLinkKeys(ctx), key, visitorId)}`;
}

/** The stored file a link of ours names, or undefined for any other link. */
export function fileKeyOf(url: string): string | undefined {
  const m = /^\/api\/files\/([A-Za-z0-9_-]{16,64})\//.exec(url);
  return m?.[1];
}

/** uploadBase64: a pasted screenshot as a data URL or bare base64; it must be an image. */
export async function storeBase64Image(ctx: AppContext, owner: Owner, imgData: string): Promise<Uploaded> {
  const m = /^data:([\w/+.-]+);base64,(.*)$/s.exec(imgData.trim());
  const b64 = (m ? m[2]! : imgData).replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw badRequest('imgData: not base64 data');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > UPLOAD_MAX_BYTES) throw new ApiError(ApiCode.TOO_LARGE, TOO_LARGE);
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  const ext = detected?.ext ?? '';
  if (!(IMAGE_SUFFIXES as readonly string[]).includes(ext)) throw badRequest(`imgData: ${WRONG_TYPE}`);
  return storeUpload(ctx, owner, Readable.from([bytes]), `screenshot-${ctx.now()}.${ext}`, () => false);
}
