import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A ticket link's token (`/chat_online/workorder?woId=…#t=…`, S-TK13): grants reading and replying to that one
 * ticket, nothing else. Signed with a key of its own (never valid as a visitor token), it expires, and it
 * names the ticket's link version, so bumping the version revokes every link sent so far.
 */
export interface TicketLinkClaims {
  tenantId: string;
  ticketId: number;
  version: number;
  expiresAt: number;
}

const PREFIX = 'wo1.';
/** Long enough to answer an e-mail after a holiday. */
export const TICKET_LINK_TTL_MS = 30 * 24 * 3600 * 1000;

const sign = (secret: string, body: string) => createHmac('sha256', `${secret}:ticket-link`).update(body).digest();

export function issueTicketLink(secret: string, c: Omit<TicketLinkClaims, 'expiresAt'>, now: number, ttlMs = TICKET_LINK_TTL_MS): string {
  const body = Buffer.from(JSON.stringify({ t: c.tenantId, i: c.ticketId, v: c.version, e: now + ttlMs })).toString('base64url');
  return `${PREFIX}${body}.${sign(secret, body).toString('base64url')}`;
}

export const looksLikeTicketLink = (token: string | undefined): boolean => token?.startsWith(PREFIX) === true;

/**
 * The claims of a well-signed, unexpired link token; null otherwise (the version is the caller's to check).
 * `anyAge` accepts an expired one: enough to mail its ticket's customer a new link, never to open the ticket.
 */
export function verifyTicketLink(secret: string, token: string | undefined, now: number, anyAge = false): TicketLinkClaims | null {
  if (!token || token.length > 600 || !token.startsWith(PREFIX)) return null;
  const [body, sig] = token.slice(PREFIX.length).split('.');
  if (!body || !sig) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = sign(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof c.t !== 'string' || typeof c.i !== 'number' || typeof c.v !== 'number' || typeof c.e !== 'number' || (!anyAge && c.e <= now))
      return null;
    return { tenantId: c.t, ticketId: c.i, version: c.v, expiresAt: c.e };
  } catch {
    return null;
  }
}
