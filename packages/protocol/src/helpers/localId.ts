/** Local message ids are "message" or "file" plus a timestamp (chat-session.md §3); a counter keeps them unique. */
let seq = 0;
export function localMessageId(kind: 'message' | 'file' = 'message', now: number = Date.now()): string {
  seq = (seq + 1) % 1000;
  return `${kind}${now}${String(seq).padStart(3, '0')}`;
}
export function isLocalId(id: unknown): boolean {
  return typeof id === 'string' && /^(message|file)\d+$/.test(id);
}
/**
 * A client id for a write that creates something (a ticket, a reply, a leave message; SPEC S-HD7): made once per
 * attempt and sent again with each resend of it. Ids are unique per visitor or ticket only, so time and about 100
 * random bits are plenty (and need no `crypto`, which the protocol's targets do not all type).
 */
export function newClientId(now: number = Date.now()): string {
  const part = () => Math.random().toString(36).slice(2, 12).padEnd(10, '0');
  return `c${now.toString(36)}${part()}${part()}`;
}
