import { AdminPath, kbImportErrorsSchema, kbImportResultSchema, type KbImportResult } from '@parley/protocol';
import { ApiFailure } from '../../../shared/api';

/** A refused import: the server's summary and every bad line. */
export class KbImportRefused extends Error {
  constructor(
    message: string,
    readonly errors: string[],
  ) {
    super(message);
  }
}

/** Multipart upload of one .json or .csv file; all documents are stored or none. */
export async function importRobotDocs(channelId: string, file: File): Promise<KbImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await fetch(AdminPath.robotImport(channelId), { method: 'POST', credentials: 'same-origin', body });
  const json = (await res.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
  if (json?.code === 200) return kbImportResultSchema.parse(json.data);
  const errors = kbImportErrorsSchema.safeParse(json?.data);
  if (errors.success) throw new KbImportRefused(json?.message ?? 'Import refused', errors.data.errors);
  throw new ApiFailure(json?.code ?? res.status, json?.message ?? res.statusText);
}
