import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The reply address of a ticket's e-mail (`support+<token>@example.com`, issue 32 item 3): the token names the
 * ticket and carries an expiry and an HMAC bound to the ticket, its workspace and its link version (so revoking a
 * ticket's links also retires its reply addresses). It is short and lower case: a local part may hold 64
 * characters, and some mail systems fold an address's case on the way.
 */
export interface ReplyMailbox {
  /** The local part before the `+` (`support`). */
  local: string;
  domain: string;
}

export interface ReplyTokenParts {
  ticketId: number;
  /** The last day (days since the epoch, UTC) the address is accepted. */
  expiresDay: number;
  mac: string;
}

const DAY_MS = 86_400_000;
/** Long enough to answer after a holiday; a later agent reply sends a fresh address. */
export const REPLY_ADDRESS_TTL_DAYS = 90;
/** 80 bits of HMAC: a forger must be online against the listener for every guess. */
const MAC_BYTES = 10;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function mac(secret: string, tenantId: string, ticketId: number, version: number, expiresDay: number): string {
  const h = createHmac('sha256', `${secret}:reply-address`)
    .update(JSON.stringify([tenantId, ticketId, version, expiresDay]))
    .digest();
  return base32(h.subarray(0, MAC_BYTES));
}

export function issueReplyToken(
  secret: string,
  c: { tenantId: string; ticketId: number; version: number },
  now: number,
  ttlDays = REPLY_ADDRESS_TTL_DAYS,
): string {
  const expiresDay = Math.floor(now / DAY_MS) + ttlDays;
  return `${c.ticketId.toString(36)}-${expiresDay.toString(36)}-${mac(secret, c.tenantId, c.ticketId, c.version, expiresDay)}`;
}

export const replyAddress = (box: ReplyMailbox, token: string): string => `${box.local}+${token}@${box.domain}`;

/** `support@example.com` as a mailbox; undefined when it is no plain address or already has a `+` tag. */
export function parseMailbox(address: string): ReplyMailbox | undefined {
  const m = /^([A-Za-z0-9._-]{1,40})@([A-Za-z0-9.-]{1,200}\.[A-Za-z]{2,63})$/.exec(address.trim());
  return m ? { local: m[1]!.toLowerCase(), domain: m[2]!.toLowerCase() } : undefined;
}

/** The token's parts when the address is one of the mailbox's reply addresses; undefined otherwise. */
export function parseReplyAddress(box: ReplyMailbox, address: string): ReplyTokenParts | undefined {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== box.domain) return undefined;
  const local = address.slice(0, at).toLowerCase();
  if (!local.startsWith(`${box.local}+`)) return undefined;
  const m = /^([0-9a-z]{1,11})-([0-9a-z]{1,6})-([a-z2-7]{16})$/.exec(local.slice(box.local.length + 1));
  if (!m) return undefined;
  const ticketId = parseInt(m[1]!, 36);
  const expiresDay = parseInt(m[2]!, 36);
  if (!Number.isSafeInteger(ticketId) || ticketId <= 0) return undefined;
  return { ticketId, expiresDay, mac: m[3]! };
}

export type ReplyTokenCheck = 'ok' | 'forged' | 'expired';

/** Whether the parts were signed for this ticket of this workspace at this link version, and are still in date. */
export function checkReplyToken(
  secret: string,
  parts: ReplyTokenParts,
  ticket: { tenantId: string; version: number },
  now: number,
): ReplyTokenCheck {
  const expected = Buffer.from(mac(secret, ticket.tenantId, parts.ticketId, ticket.version, parts.expiresDay));
  const given = Buffer.from(parts.mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return Math.floor(now / DAY_MS) > parts.expiresDay ? 'expired' : 'ok';
}
