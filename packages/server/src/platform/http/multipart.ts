import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiCode } from '@parley/protocol';
import { ApiError, badRequest } from './envelope.js';

/**
 * The one file part of a multipart request. A body that is not multipart, has no boundary or is cut off is the
 * client's mistake: a prompt 400, never a 500 or a request left hanging.
 */
export async function filePart(request: FastifyRequest, missing: string): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (err) {
    throw badRequest(`file: the multipart body is malformed (${(err as Error).message})`);
  }
  if (!part) throw badRequest(`file: ${missing}`);
  // The body may break before anyone reads the file (while its owner is looked up): kept as the stream's
  // error state, which the reader's pipeline sees, instead of an unhandled 'error' event.
  part.file.on('error', () => undefined);
  return part;
}

/** A small file's bytes (imports); over the limit is 413, a cut-off body 400. */
export async function partBytes(part: MultipartFile, limitMessage: string): Promise<Buffer> {
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new ApiError(ApiCode.TOO_LARGE, limitMessage);
    return bytes;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw new ApiError(ApiCode.TOO_LARGE, limitMessage);
    throw badRequest('file: the upload was cut off before its end');
  }
}
