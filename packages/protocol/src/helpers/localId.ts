/** Local message ids are "message" or "file" plus a timestamp (chat-session.md §3); a counter keeps them unique. */
let seq = 0;
export function localMessageId(kind: 'message' | 'file' = 'message', now: number = Date.now()): string {
  seq = (seq + 1) % 1000;
  return `${kind}${now}${String(seq).padStart(3, '0')}`;
}
export function isLocalId(id: unknown): boolean {
  return typeof id === 'string' && /^(message|file)\d+$/.test(id);
}
