import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TicketDeskPath, TicketPath, VisitorPath } from '@parley/protocol';
import { loginAdmin, type AgentSession } from './agents.js';
import { openDemoTicket, mailTicketsVia } from './demoTicket.js';
import { createTestApp, dialects, type TestApp } from './harness.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtpCatcher.js';

/** Issue 34: the log, at its most detailed, never holds a token that grants access (a ticket link lives 30 days). */
describe.each(dialects)('tokens in the log on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let smtp: SmtpCatcher;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { write: (line: string) => void lines.push(line) });
    admin = await loginAdmin(t);
    smtp = await startSmtpCatcher();
    await mailTicketsVia(t, admin, smtp.port, { publicUrl: 'https://chat.lumen.example' });
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  it('S-HD12 a ticket link mailed, opened, read, answered and refused leaves no token in the log', async () => {
    const { woId, token: visitorToken } = await openDemoTicket(t, 'grace@example.com');
    expect((await admin.post(TicketDeskPath.reply(woId), { content: 'A new lamp ships today.' })).statusCode).toBe(200);
    await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(1);
    // The body is quoted-printable: soft line breaks and =XX escapes undone first.
    const body = smtp.mails[0]!.body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    const link = new URL(/https:\/\/chat\.lumen\.example\/chat_online\/workorder\?[^\s"<>]+/.exec(body)![0].replace(/&amp;/g, '&'));
    // S-TK13: the token rides in the fragment, which a browser never sends.
    const token = decodeURIComponent(new URLSearchParams(link.hash.slice(1)).get('t') ?? '');
    expect(token).toMatch(/^wo1\./);
    expect(link.searchParams.has('token')).toBe(false);

    // The customer opens the page of the link (what the browser sends: no fragment), the page reads the ticket and
    // answers with the link's token; a link mailed before S-TK13 still carries it in its query.
    await t.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    await t.inject({ method: 'GET', url: `${link.pathname}${link.search}&token=${encodeURIComponent(token)}` });
    expect((await t.post(TicketPath.queryWoById, { id: woId, token })).statusCode).toBe(200);
    expect((await t.post(TicketPath.addWoHandleInfo, { woId, handleContent: 'Thanks!' }, { token })).statusCode).toBe(200);
    // Tokens in a query string: refused or not, the URL is logged.
    await t.inject({ method: 'GET', url: `${TicketPath.queryWoById}?token=${encodeURIComponent(token)}` });
    await t.inject({ method: 'GET', url: `${VisitorPath.eventStream}?ticket=${encodeURIComponent(visitorToken)}` });
    // A link whose ticket moved on: the refusal is logged too.
    expect((await admin.post(TicketDeskPath.revokeLinks(woId))).statusCode).toBe(200);
    expect((await t.post(TicketPath.queryWoById, { id: woId, token })).statusCode).toBe(401);

    const log = lines.join('');
    for (const l of lines) if (l.includes(token.split('.').at(-1)!)) console.log('LEAK', l.slice(0, 400));
    expect(log).toContain('/chat_online/workorder?woId=');
    const signature = token.split('.').at(-1)!;
    for (const secret of [token, encodeURIComponent(token), signature, visitorToken, visitorToken.slice(-20)]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('token=[redacted]');
  });
});
