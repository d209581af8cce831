import { z } from 'zod';
import { ConsolePath } from '@parley/protocol';
import { ApiFailure } from '../../../shared/api';

const uploadedSchema = z.object({ url: z.string(), name: z.string(), suffix: z.string() });
export type Uploaded = z.infer<typeof uploadedSchema>;

/**
 * Multipart upload into the conversation. XMLHttpRequest rather than fetch: fetch reports no upload progress.
 * onProgress gets 0 to 1, at most once per whole percent.
 */
export function uploadFile(sessionId: number, file: Blob, fileName: string, onProgress: (fraction: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let lastPercent = -1;
    xhr.upload.onprogress = (e) => {
      if (!e.lengthComputable) return;
      const percent = Math.floor((100 * e.loaded) / e.total);
      if (percent === lastPercent) return;
      lastPercent = percent;
      onProgress(percent / 100);
    };
    xhr.onload = () => {
      const json = parseEnvelope(xhr.responseText);
      if (!json || json.code !== 200) return reject(new ApiFailure(json?.code ?? xhr.status, json?.message ?? xhr.statusText));
      const parsed = uploadedSchema.safeParse(json.data);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiFailure(500, 'The server answered the upload strangely'));
    };
    xhr.onerror = () => reject(new ApiFailure(0, 'Network error while uploading'));
    xhr.open('POST', ConsolePath.upload(sessionId));
    xhr.withCredentials = true;
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}

type Envelope = { code?: number; message?: string; data?: unknown };

function parseEnvelope(text: string): Envelope | null {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}
