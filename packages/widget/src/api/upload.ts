/**
 * Multipart upload of one file (chat-session.md §7 "upload | multipart file, userId"), with progress.
 * XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
import { ApiCode, TOKEN_HEADER, VisitorPath, type Envelope, type UploadAnswer } from '@parley/protocol';

export interface UploadRequest {
  file: Blob;
  fileName: string;
  userId: string;
  token: string | undefined;
  /** 0–100, as bytes leave. */
  onProgress(percent: number): void;
  signal?: AbortSignal;
  /** Ticket attachments go to their own endpoint (images only); the chat's upload by default. */
  path?: string;
}

/** Resolves with the server's envelope (200, 400, 413, …); rejects on network failure or abort. */
export type Upload = (req: UploadRequest) => Promise<Envelope<UploadAnswer>>;

export function createUploader(
  hooks: { onServerError(): void; onUnauthorized(): void },
  Xhr: typeof XMLHttpRequest = XMLHttpRequest,
): Upload {
  return (req) =>
    new Promise((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open('POST', req.path ?? VisitorPath.upload);
      xhr.responseType = 'json';
      if (req.token) xhr.setRequestHeader(TOKEN_HEADER, req.token);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) req.onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
      };
      xhr.onload = () => {
        const body = xhr.response as Envelope<UploadAnswer> | null;
        if (!body || typeof body.code !== 'number') return reject(new Error(`upload answered ${xhr.status}`));
        // W-HT3, W-HT4: the same reactions as every other call.
        if (body.code === ApiCode.SERVER_ERROR) hooks.onServerError();
        if (body.code === ApiCode.UNAUTHORIZED) hooks.onUnauthorized();
        resolve(body);
      };
      xhr.onerror = () => reject(new Error('upload failed'));
      xhr.onabort = () => reject(new Error('upload aborted'));
      req.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      // userId before the file: the server reads fields that precede the file part.
      const form = new FormData();
      form.append('userId', req.userId);
      form.append('file', req.file, req.fileName);
      xhr.send(form);
    });
}
