import { z } from 'zod';
import { TicketDeskPath } from '@parley/protocol';
import { ApiFailure } from '../../../shared/api';

const uploadedSchema = z.object({ url: z.string(), name: z.string(), suffix: z.string() });
export type UploadedTicketFile = z.infer<typeof uploadedSchema>;

/**
 * One attachment for a reply (multipart `file`), stored for the ticket's customer so their signed link reads it.
 * XMLHttpRequest rather than fetch: fetch reports no upload progress. onProgress gets 0 to 1.
 */
export function uploadTicketFile(
  woId: string,
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<UploadedTicketFile>; abort(): void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedTicketFile>((resolve, reject) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const json = parseEnvelope(xhr.responseText);
      if (!json || json.code !== 200) return reject(new ApiFailure(json?.code ?? xhr.status, json?.message ?? xhr.statusText));
      const parsed = uploadedSchema.safeParse(json.data);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiFailure(500, 'The server answered the upload strangely'));
    };
    xhr.onerror = () => reject(new ApiFailure(0, 'Network error while uploading'));
    xhr.onabort = () => reject(new ApiFailure(0, 'Upload cancelled'));
  });
  xhr.open('POST', TicketDeskPath.upload(woId));
  xhr.withCredentials = true;
  const form = new FormData();
  form.append('file', file, file.name);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

type Envelope = { code?: number; message?: string; data?: unknown };

function parseEnvelope(text: string): Envelope | null {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}
