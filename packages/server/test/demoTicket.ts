import { expect } from 'vitest';
import { AdminPath, TicketPath, VisitorPath } from '@parley/protocol';
import { DEMO_TICKET_TYPE_ID } from '../src/domains/demo/demoSeed.js';
import type { AgentSession } from './agents.js';
import type { TestApp } from './harness.js';

/** A demo visitor with an e-mail for replies opens a ticket of the demo type over the visitor API. */
export async function openDemoTicket(
  t: TestApp,
  email: string,
  content = 'Broken lamp',
): Promise<{ woId: string; userId: string; token: string }> {
  const start = (await t.post(VisitorPath.chatStart, { channelId: 'demo', email, userName: 'Ada' })).json().data;
  const made = await t.post(
    TicketPath.addWo,
    {
      userId: start.userId,
      tenantId: 'demo',
      woContent: content,
      woTypeId: DEMO_TICKET_TYPE_ID,
      cusFieldConfigInfoVoList: [
        { fieldId: 'order', fieldValue: 'A-1' },
        { fieldId: 'topic', fieldValue: '3' },
      ],
    },
    { token: start.token },
  );
  expect(made.statusCode, made.body).toBe(200);
  return { woId: String(made.json().data.woId), userId: start.userId, token: start.token };
}

/**
 * The demo website mails ticket replies through a test's SMTP catcher on this machine (outbound mail to loopback
 * allowed), with `over` on top of the plain settings.
 */
export async function mailTicketsVia(t: TestApp, admin: AgentSession, port: number, over: Record<string, unknown> = {}): Promise<void> {
  t.ctx.config.outboundAllowNetworks = ['127.0.0.1/32'];
  const channel = (await admin.get(AdminPath.channel('demo'))).json().data;
  const set = await admin.post(AdminPath.channel('demo'), {
    ticketMail: { ...channel.ticketMail, enabled: true, host: '127.0.0.1', port, secure: false, from: 'care@lumen.example', ...over },
  });
  expect(set.statusCode, set.body).toBe(200);
}
