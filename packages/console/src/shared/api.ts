import type { z } from 'zod';

/** Console calls: same-origin JSON with the session cookie; every answer is {code, message, data}. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The answer's data: a 400 names its field here ({field}) or lists problems ({errors}). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export async function call<T extends z.ZodType>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  answer: T,
  body?: unknown,
): Promise<z.output<T>> {
  return answer.parse(await callUnchecked(method, path, body));
}

/** The answer's data not yet checked against its schema: for a caller that loads the schema only when it needs it. */
export async function callUnchecked(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { code?: number; message?: string; data?: unknown } | null;
  if (!json || json.code !== 200) throw new ApiFailure(json?.code ?? res.status, json?.message ?? res.statusText, json?.data ?? null);
  return json.data;
}

/** A path with a query string; undefined and empty values are left out. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

// The words for a failure without a message, in the agent's language once i18next runs (set by i18n/index.ts, which
// the sign-in screen does not load).
let failureFallback = () => 'Something went wrong';
export function setFailureFallback(words: () => string): void {
  failureFallback = words;
}

/** A readable reason for a toast (the server's own words when it gave some). */
export const failureText = (e: unknown) => (e instanceof Error && e.message ? e.message : failureFallback());
