import { describe, expect, it } from 'vitest';
import { checkReplyToken, issueReplyToken, parseMailbox, parseReplyAddress, replyAddress } from './replyAddress.js';

const SECRET = 'reply-secret-reply-secret-reply-secret-01';
const NOW = Date.UTC(2026, 10, 28, 12);
const DAY = 86_400_000;
const box = parseMailbox('Support@Example.com')!;
const ticket = { tenantId: 'demo', ticketId: 1234567, version: 1 };

describe('reply addresses', () => {
  it('S-MI1 round-trips a ticket through a short lower-case address, whatever case the mail system gives it back in', () => {
    const address = replyAddress(box, issueReplyToken(SECRET, ticket, NOW));
    expect(address).toMatch(/^support\+[0-9a-z]+-[0-9a-z]+-[a-z2-7]{16}@example\.com$/);
    expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
    const parts = parseReplyAddress(box, address.toUpperCase())!;
    expect(parts.ticketId).toBe(ticket.ticketId);
    expect(checkReplyToken(SECRET, parts, { tenantId: 'demo', version: 1 }, NOW)).toBe('ok');
  });

  it('S-MI1 refuses another workspace, a revoked version, another secret, a changed ticket id and an expired address', () => {
    const token = issueReplyToken(SECRET, ticket, NOW);
    const parts = parseReplyAddress(box, replyAddress(box, token))!;
    expect(checkReplyToken(SECRET, parts, { tenantId: 'other', version: 1 }, NOW)).toBe('forged');
    expect(checkReplyToken(SECRET, parts, { tenantId: 'demo', version: 2 }, NOW)).toBe('forged');
    expect(checkReplyToken(`${SECRET}x`, parts, { tenantId: 'demo', version: 1 }, NOW)).toBe('forged');
    expect(checkReplyToken(SECRET, { ...parts, ticketId: parts.ticketId + 1 }, { tenantId: 'demo', version: 1 }, NOW)).toBe('forged');
    expect(checkReplyToken(SECRET, parts, { tenantId: 'demo', version: 1 }, NOW + 90 * DAY)).toBe('ok');
    expect(checkReplyToken(SECRET, parts, { tenantId: 'demo', version: 1 }, NOW + 91 * DAY)).toBe('expired');
  });

  it('S-MI1 reads only its own mailbox and well-formed tokens', () => {
    const token = issueReplyToken(SECRET, ticket, NOW);
    expect(parseReplyAddress(box, `support+${token}@other.example`)).toBeUndefined();
    expect(parseReplyAddress(box, `sales+${token}@example.com`)).toBeUndefined();
    expect(parseReplyAddress(box, 'support@example.com')).toBeUndefined();
    expect(parseReplyAddress(box, 'support+0-1-aaaaaaaaaaaaaaaa@example.com')).toBeUndefined();
    expect(parseReplyAddress(box, `support+${token}x@example.com`)).toBeUndefined();
    expect(parseMailbox('support+tag@example.com')).toBeUndefined();
    expect(parseMailbox('not an address')).toBeUndefined();
  });
});
