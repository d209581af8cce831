import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { AdminPath, TicketDeskPath, TicketPath, TicketStatus, VisitorPath } from '@parley/protocol';
import { signInAdmin } from '../support/consoleSignIn';
import { drawPng } from '../support/agentApi';
import { DESKTOP, expect, test } from '../support/fixtures';
import { freePort, removeDataDir, startServer, type RunningServer } from '../support/server';
import { visitorPost } from '../support/visitorApi';

/**
 * Issue 32 item 3 end to end: a real server with its SMTP listener on, the channel's ticket mail caught by the
 * test's own SMTP server. The agent answers a ticket; the customer answers that e-mail (to its Reply-To, over SMTP to
 * the listener) while the agent has the ticket open, and the reply appears in the console's timeline without a
 * reload, quoted history cut, the picture attached. Screenshot in e2e/.artifacts/inbound-mail/.
 */
const SHOTS = 'e2e/.artifacts/inbound-mail';

async function catcher(): Promise<{ port: number; mails: string[]; close(): Promise<void> }> {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      stream.on('end', () => {
        mails.push(raw);
        cb();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { port: (server.server.address() as AddressInfo).port, mails, close: () => new Promise((ok) => server.close(() => ok())) };
}

test.describe('ticket replies by e-mail', () => {
  test.use({ viewport: DESKTOP });
  test.setTimeout(90_000);
  let smtp: Awaited<ReturnType<typeof catcher>>;
  let server: RunningServer;
  let mailInPort: number;

  test.beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    smtp = await catcher();
    mailInPort = await freePort();
    server = await startServer({
      env: {
        MAIL_REPLY_TO: 'support@lumen.example',
        MAIL_IN_PORT: String(mailInPort),
        MAIL_IN_HOST: '127.0.0.1',
        // The channel's SMTP server is the test's, on this machine.
        OUTBOUND_ALLOW_NETWORKS: '127.0.0.1/32',
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (server) removeDataDir(server.dataDir);
  });

  test('a customer’s answer to the ticket e-mail appears in the open ticket', async ({ page }) => {
    const base = server.baseURL;
    await signInAdmin(page, base, '/tickets');
    const api = async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
      const res = await page.request[method](base + path, data === undefined ? {} : { data });
      const body = (await res.json()) as { code: number; message: string; data: T };
      expect(body.code, `${path}: ${body.message}`).toBe(200);
      return body.data;
    };
    const channel = await api<{ ticketMail: Record<string, unknown> }>('get', AdminPath.channel('demo'));
    await api('post', AdminPath.channel('demo'), {
      ticketMail: {
        ...channel.ticketMail,
        enabled: true,
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: '',
        from: 'care@lumen.example',
      },
    });

    const v = await visitorPost<{ userId: string; token: string }>(base, VisitorPath.chatStart, {
      channelId: 'demo',
      userName: 'Grace Hopper',
      email: 'grace@example.com',
      locale: 'en',
    });
    const { woId } = await visitorPost<{ woId: string }>(
      base,
      TicketPath.addWo,
      {
        userId: v.userId,
        tenantId: 'demo',
        woContent: 'The lamp arrived with a cracked shade.',
        woTypeId: 'demo-ticket-type',
        cusFieldConfigInfoVoList: [
          { fieldId: 'order', fieldValue: 'A-1001' },
          { fieldId: 'topic', fieldValue: '3' },
        ],
      },
      v.token,
    );
    await api('post', TicketDeskPath.reply(woId), { content: 'A new shade is on its way.', status: TicketStatus.WAITING_REPLY });
    await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(1);
    const replyTo = /^Reply-To: (support\+[0-9a-z-]+@lumen\.example)\r?$/m.exec(smtp.mails[0]!)?.[1];
    expect(replyTo).toBeDefined();

    await page.goto(`${base}/console/tickets/${woId}`);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    // The console's ticket page loads its own chunk: allow a loaded machine time.
    await expect(timeline.locator('.tl-agent-card')).toContainText('A new shade is on its way', { timeout: 20_000 });

    const png = await drawPng(page, 'New shade fitted', '#047857');
    const transport = createTransport({ host: '127.0.0.1', port: mailInPort, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'Grace Hopper <grace@example.com>',
      to: replyTo,
      subject: `Re: [#${woId}] Leave us a message`,
      text: 'Thank you, the new shade fits perfectly!\n\nGrace\n\nOn Sat, 28 Nov 2026 at 10:00, Care <care@lumen.example> wrote:\n> A new shade is on its way.\n',
      attachments: [{ filename: 'shade.png', content: png }],
    });
    transport.close();

    const reply = timeline.locator('.tl-customer-card').last();
    await expect(reply).toContainText('Thank you, the new shade fits perfectly!', { timeout: 15_000 });
    await expect(reply).not.toContainText('wrote:');
    await expect(reply.getByRole('img', { name: 'shade.png' })).toBeVisible();
    await expect(page.locator('.ticket-head .ticket-status')).toHaveText('Open');
    await page.screenshot({ path: `${SHOTS}/reply-1280.png` });
  });
});
