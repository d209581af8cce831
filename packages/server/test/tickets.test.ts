import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import {
  AdminPath,
  EventCode,
  FieldType,
  HandleType,
  TicketDeskPath,
  TicketPath,
  TICKET_LINK_DEAD,
  TicketStatus,
  VisitorPath,
  type TicketDetail,
  type WorkOrder,
} from '@parley/protocol';
import { issueTicketLink } from '../src/platform/auth/ticketLink.js';
import { DEMO_CARD_FORM_ID, DEMO_TICKET_TYPE_ID } from '../src/domains/demo/demoSeed.js';
import { createAgent, drainEvents, loginAdmin, newVisitor, type AgentSession, type VisitorHandle } from './agents.js';
import { mailTicketsVia } from './demoTicket.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/**
 * Issue 13 on the server: leave messages, ticket types and card forms, tickets from the visitor's side and the
 * agents' desk, ticket links, e-mail through a real SMTP server, and service-level clocks.
 */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2a1d10000000049454e44ae426082',
  'hex',
);

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const boundary = '----parley' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  );
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Mail {
  to: string;
  body: string;
}

async function startSmtp(): Promise<{ server: SMTPServer; port: number; mails: Mail[] }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      cb(auth.username === 'mailer' && auth.password === 'smtp-secret' ? null : new Error('bad login'), { user: auth.username });
    },
    onData(stream, session, cb) {
      let body = '';
      stream.on('data', (c: Buffer) => (body += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        cb();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, port: (server.server.address() as AddressInfo).port, mails };
}

describe.each(dialects)('leave messages and tickets on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    smtp = await startSmtp();
    await mailTicketsVia(t, admin, smtp.port, { user: 'mailer', publicUrl: 'https://chat.lumen.example' });
    expect((await admin.post(TicketDeskPath.mailPassword('demo'), { password: 'smtp-secret' })).json().data).toEqual({ passwordSet: true });
  });
  afterAll(async () => {
    await new Promise((ok) => smtp?.server.close(() => ok(null)));
    await t?.close();
  });

  async function visitorWithEmail(email = 'ada@example.com'): Promise<VisitorHandle> {
    const d = (await t.post(VisitorPath.chatStart, { channelId: 'demo', email, userName: 'Ada Visitor' })).json().data;
    const headers = { token: d.token };
    return {
      userId: d.userId,
      headers,
      lastEventId: d.lastEventId,
      call: async (path, body = {}) => (await t.post(path, { userId: d.userId, ...body }, headers)).json(),
    };
  }
  async function uploadImage(v: VisitorHandle, name = 'photo.png', data = PNG) {
    const { payload, headers } = multipart({ userId: v.userId }, { name, data });
    return t.inject({ method: 'POST', url: TicketPath.clientUpload, payload, headers: { ...headers, ...v.headers } });
  }
  async function createTicket(v: VisitorHandle, over: Record<string, unknown> = {}) {
    return v.call(TicketPath.addWo, {
      tenantId: 'demo',
      woContent: 'The lamp arrived broken.',
      woTypeId: DEMO_TICKET_TYPE_ID,
      cusFieldConfigInfoVoList: [
        { fieldId: 'order', fieldValue: 'A-1001' },
        { fieldId: 'topic', fieldValue: '3' },
        { fieldId: 'region', fieldValue: ['asia', 'cn', 'sh'] },
      ],
      ...over,
    });
  }

  describe('simple leave messages', () => {
    it("S-TK1 stores one, lists only the visitor's own, and shows the handled mark with the remark", async () => {
      const v = await newVisitor(t);
      const other = await newVisitor(t);
      expect(
        (
          await v.call(VisitorPath.leaveMsg, {
            customerName: 'Ada',
            msgContent: 'Call me back',
            customerPhone: '13800138000',
            customerEmail: 'ada@example.com',
          })
        ).code,
      ).toBe(200);
      await other.call(VisitorPath.leaveMsg, { customerName: 'Bob', msgContent: 'Hello' });
      const mine = (await v.call(VisitorPath.getLeaveMsgList)).data;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ customerName: 'Ada', msgContent: 'Call me back', msgState: 0, updateTime: null });

      const inbox = (await admin.get(`${TicketDeskPath.leaveMessages}?state=unhandled`)).json().data;
      const row = inbox.find((m: { msgContent: string }) => m.msgContent === 'Call me back');
      expect(row).toMatchObject({ userId: v.userId, channelId: 'demo' });
      const handled = await admin.post(TicketDeskPath.handleLeaveMessage(row.id), { remark: 'Called, all fine' });
      expect(handled.json().data).toMatchObject({ msgState: 1, msgDesc: 'Called, all fine', updateUserName: 'Ada' });
      expect((await v.call(VisitorPath.getLeaveMsgList)).data[0]).toMatchObject({
        msgState: 1,
        msgDesc: 'Called, all fine',
        updateUserName: 'Ada',
      });
      expect(
        (await admin.get(`${TicketDeskPath.leaveMessages}?state=unhandled`)).json().data.some((m: { id: number }) => m.id === row.id),
      ).toBe(false);
    });

    it.each([
      [{ customerName: ' ', msgContent: 'x' }, 'customerName'],
      [{ customerName: 'Ada', msgContent: '   ' }, 'msgContent'],
      [{ customerName: 'Ada', msgContent: 'x', customerPhone: '12345' }, 'customerPhone'],
      [{ customerName: 'Ada', msgContent: 'x', customerEmail: 'not-an-email' }, 'customerEmail'],
    ])('S-TK1 answers 400 naming the field (%#)', async (body, field) => {
      const v = await newVisitor(t);
      const res = await v.call(VisitorPath.leaveMsg, body);
      expect(res.code).toBe(400);
      expect(res.message).toContain(field);
    });

    it("S-TK1 takes any country's number by default and the channel's own rule when set", async () => {
      const v = await newVisitor(t);
      const leave = (customerPhone: string) => v.call(VisitorPath.leaveMsg, { customerName: 'Ada', msgContent: 'x', customerPhone });
      expect((await leave('+49 30 1234567')).code).toBe(200);
      expect((await admin.post(AdminPath.channel('demo'), { phoneRule: 'cn' })).statusCode).toBe(200);
      try {
        expect((await leave('+49 30 1234567')).code).toBe(400);
        expect((await leave('13800138000')).code).toBe(200);
      } finally {
        await admin.post(AdminPath.channel('demo'), { phoneRule: 'intl' });
      }
    });

    it('S-ID6 needs the visitor token', async () => {
      const v = await newVisitor(t);
      expect((await t.post(VisitorPath.leaveMsg, { userId: v.userId, customerName: 'A', msgContent: 'x' })).statusCode).toBe(401);
      expect((await t.post(VisitorPath.getLeaveMsgList, { userId: v.userId })).statusCode).toBe(401);
    });
  });

  describe('templates', () => {
    it("S-TK2 answers the ticket type's fields by type id and the card form's by template id", async () => {
      const byType = (await t.post(TicketPath.getTemplateFiledInfoByTypeId, { id: DEMO_TICKET_TYPE_ID })).json().data;
      expect(byType.woType).toEqual({ typeId: DEMO_TICKET_TYPE_ID, typeName: 'Support request' });
      expect(byType.items.length).toBeGreaterThanOrEqual(4);
      expect(byType.items.find((f: { fieldId: string }) => f.fieldId === 'order')).toMatchObject({
        requiredStatus: 1,
        fieldType: FieldType.TEXT,
      });
      const card = (await t.post(TicketPath.getTemplateFiledInfoByTemplateId, { id: DEMO_CARD_FORM_ID, tenantId: 'demo' })).json().data;
      expect(new Set(card.items.map((f: { fieldType: number }) => f.fieldType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
      // A card form is no ticket type; another tenant's id reads as unknown.
      expect((await t.post(TicketPath.getTemplateFiledInfoByTypeId, { id: DEMO_CARD_FORM_ID })).statusCode).toBe(404);
      expect((await t.post(TicketPath.getTemplateFiledInfoByTemplateId, { id: DEMO_CARD_FORM_ID, tenantId: 'other' })).statusCode).toBe(
        404,
      );
      const v = await newVisitor(t);
      expect((await v.call(TicketPath.getWoTemplate)).data.list).toEqual([
        { typeId: DEMO_TICKET_TYPE_ID, typeName: 'Support request', templateId: DEMO_TICKET_TYPE_ID },
      ]);
      expect((await t.post(TicketPath.getMsgTemplate, { channelId: 'demo' })).json().data.list).toEqual([
        { templateId: DEMO_CARD_FORM_ID, templateName: 'Return request' },
      ]);
    });

    it('S-TK2 lets admins define the nine field types, refusing choice fields without options and duplicate ids', async () => {
      const fields = [
        { fieldId: 'a', fieldName: 'A', fieldType: 1 },
        {
          fieldId: 'b',
          fieldName: 'B',
          fieldType: 9,
          fieldValue: JSON.stringify([{ id: 'x', name: 'X', children: [{ id: 'y', name: 'Y' }] }]),
        },
      ];
      const made = await admin.post(TicketDeskPath.templates, { name: 'Warranty', kind: 'card', fields, firstResponseMinutes: 30 });
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.templateId;
      // Any agent of the workspace is offered its card forms (not its ticket types) under "Send card".
      const agent = await createAgent(t, admin);
      const forms = (await agent.get(TicketDeskPath.cardForms)).json().data as Array<{ templateId: string; name: string }>;
      expect(forms).toContainEqual({ templateId: id, name: 'Warranty' });
      expect(forms.some((f) => f.templateId === DEMO_TICKET_TYPE_ID)).toBe(false);
      expect((await agent.get(TicketDeskPath.templates)).statusCode).toBe(403);
      expect((await admin.get(TicketDeskPath.template(id))).json().data).toMatchObject({
        name: 'Warranty',
        kind: 'card',
        firstResponseMinutes: 30,
      });
      const noOptions = await admin.post(TicketDeskPath.template(id), {
        name: 'W',
        kind: 'card',
        fields: [{ fieldId: 'c', fieldName: 'Colour', fieldType: 6, fieldValue: '' }],
      });
      expect(noOptions.statusCode).toBe(400);
      expect(noOptions.json().message).toContain('fields.0.fieldValue');
      const twice = await admin.post(TicketDeskPath.templates, {
        name: 'W',
        kind: 'type',
        fields: [
          { fieldId: 'a', fieldName: 'A', fieldType: 1 },
          { fieldId: 'a', fieldName: 'B', fieldType: 2 },
        ],
      });
      expect(twice.json().message).toContain('fields.1.fieldId');
      expect((await admin.del(TicketDeskPath.template(id))).statusCode).toBe(200);
      expect((await admin.get(TicketDeskPath.template(id))).statusCode).toBe(404);
    });
  });

  describe('tickets', () => {
    it('S-TK3 S-TK4 creates a ticket with three images and the custom fields, tells the visitor its number and e-mail, and lists it', async () => {
      const v = await visitorWithEmail();
      const files = [];
      for (let i = 0; i < 3; i++) {
        const up = await uploadImage(v, `photo${i}.png`);
        expect(up.statusCode, up.body).toBe(200);
        files.push({ fileName: up.json().data.name, fileUrl: up.json().data.url });
      }
      const made = await createTicket(v, { woFileRelVoList: files });
      expect(made.code, JSON.stringify(made)).toBe(200);
      expect(made.data).toEqual({ woId: expect.stringMatching(/^\d+$/), notifyEmail: 'ada@example.com' });
      const wo: WorkOrder = (await v.call(TicketPath.queryWoById, { id: made.data.woId })).data;
      expect(wo).toMatchObject({
        woStatus: TicketStatus.NOT_ACCEPTED,
        woTitle: 'Leave us a message',
        woTypeName: 'Support request',
        crmCustomerVo: { name: 'Ada Visitor' },
      });
      expect(wo.woFileRelVoList).toHaveLength(3);
      expect(wo.cusFieldConfigInfoVoList).toEqual([
        { fieldId: 'order', fieldName: 'Order number', fieldValue: 'A-1001' },
        { fieldId: 'topic', fieldName: 'Topic', fieldValue: 'Damaged item' },
        { fieldId: 'region', fieldName: 'Delivery region', fieldValue: 'Asia / China / Shanghai' },
      ]);
      expect((await t.inject({ method: 'GET', url: wo.woFileRelVoList[0]!.fileUrl })).statusCode).toBe(200);
      const list = (await v.call(TicketPath.queryWoByCustom, { tenantId: 'demo' })).data.list;
      expect(list.map((i: { woId: string }) => i.woId)).toEqual([made.data.woId]);
    });

    it("S-TK3 refuses a blank content, a missing required field, a fourth attachment, a non-image and another visitor's file", async () => {
      const v = await visitorWithEmail();
      expect((await createTicket(v, { woContent: '   ' })).message).toContain('woContent');
      expect((await createTicket(v, { cusFieldConfigInfoVoList: [{ fieldId: 'topic', fieldValue: '1' }] })).message).toBe(
        'cusFieldConfigInfoVoList: please input Order number',
      );
      const up = (await uploadImage(v)).json().data;
      const four = Array.from({ length: 4 }, () => ({ fileName: up.name, fileUrl: up.url }));
      const tooMany = await createTicket(v, { woFileRelVoList: four });
      expect(tooMany.code).toBe(400);
      expect(tooMany.message).toContain('woFileRelVoList');
      const pdf = await uploadImage(v, 'notes.pdf', Buffer.from('%PDF-1.4\n'));
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json().message).toContain('only images');
      const fake = await uploadImage(v, 'fake.png', Buffer.from('<html><script>alert(1)</script></html>'));
      expect(fake.statusCode).toBe(400);
      const stranger = await visitorWithEmail('bob@example.com');
      const theirs = (await uploadImage(stranger)).json().data;
      expect((await createTicket(v, { woFileRelVoList: [{ fileName: 'x.png', fileUrl: theirs.url }] })).code).toBe(400);
      expect((await createTicket(v, { tenantId: 'other' })).code).toBe(400);
    });

    it('S-HD14 the agent’s ticket upload refuses, by name and content, what the reply would refuse, and the reply takes what it keeps', async () => {
      const v = await visitorWithEmail();
      const woId = (await createTicket(v)).data.woId;
      const agentUpload = (name: string, data: Buffer) => {
        const { payload, headers } = multipart({}, { name, data });
        return t.inject({
          method: 'POST',
          url: TicketDeskPath.upload(woId),
          payload,
          headers: { ...headers, cookie: `parley_session=${admin.cookie}` },
        });
      };
      const pdf = await agentUpload('notes.pdf', Buffer.from('%PDF-1.4\n'));
      expect(pdf.statusCode, pdf.body).toBe(400);
      expect(pdf.json().message).toBe('file: only images are allowed (gif, jpeg, png, jpg, bmp)');
      expect((await agentUpload('fake.png', Buffer.from('<html><script>alert(1)</script></html>'))).statusCode).toBe(400);
      expect((await agentUpload('notes.png', Buffer.from('%PDF-1.4\n'))).statusCode).toBe(400);
      const png = await agentUpload('photo.png', PNG);
      expect(png.statusCode, png.body).toBe(200);
      const file = { fileName: png.json().data.name, fileUrl: png.json().data.url };
      const mailsBefore = smtp.mails.length;
      const replied = await admin.post(TicketDeskPath.reply(woId), { content: 'Here is a picture.', files: [file] });
      expect(replied.statusCode, replied.body).toBe(200);
      expect(replied.json().data.handles.at(-1).files).toHaveLength(1);
      // Its mail sent before the next test counts mails.
      await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(mailsBefore + 1);
    });

    it('S-TK4 refuses a reply address that is not one, and mails replies to a good one', async () => {
      const v = await newVisitor(t);
      const fields = (email: string) => ({
        cusFieldConfigInfoVoList: [
          { fieldId: 'order', fieldValue: 'A-1001' },
          { fieldId: 'email', fieldValue: email },
        ],
      });
      const bad = await createTicket(v, fields('grace@'));
      expect(bad.code).toBe(400);
      expect(bad.message).toBe('cusFieldConfigInfoVoList: E-mail for replies must be an e-mail address');
      const good = await createTicket(v, fields(' grace@example.com '));
      expect(good.code, JSON.stringify(good)).toBe(200);
      expect(good.data.notifyEmail).toBe('grace@example.com');
    });

    it("S-TK5 keeps a visitor out of another visitor's ticket", async () => {
      const v = await visitorWithEmail();
      const woId = (await createTicket(v)).data.woId;
      const stranger = await visitorWithEmail('eve@example.com');
      expect((await stranger.call(TicketPath.queryWoById, { id: woId })).code).toBe(404);
      expect((await stranger.call(TicketPath.addWoHandleInfo, { woId, handleContent: 'mine now' })).code).toBe(404);
      expect((await stranger.call(TicketPath.queryWoByCustom, { tenantId: 'demo' })).data.list).toEqual([]);
      expect((await t.post(TicketPath.queryWoById, { id: woId, userId: v.userId })).statusCode).toBe(401);
    });

    it('S-TK5 S-TK6 S-TK7 S-TK10 S-TK13 shows agents everything and the customer only public replies: reply, note, badge event, e-mail with a working link (its token in the fragment)', async () => {
      const v = await visitorWithEmail('grace@example.com');
      const woId = (await createTicket(v)).data.woId;
      await drainEvents(v);
      const listed = (await admin.get(`${TicketDeskPath.tickets}?status=0`)).json().data;
      expect(listed.items.some((i: { woId: string }) => i.woId === woId)).toBe(true);

      const mailsBefore = smtp.mails.length;
      const replied = await admin.post(TicketDeskPath.reply(woId), {
        content: 'Sorry about that: a new lamp ships today.',
        status: TicketStatus.WAITING_REPLY,
      });
      expect(replied.statusCode, replied.body).toBe(200);
      await admin.post(TicketDeskPath.reply(woId), { content: 'Courier was FastShip, claim #77', internal: true });
      const detail: TicketDetail = (await admin.get(TicketDeskPath.ticket(woId))).json().data;
      expect(detail.handles.map((h) => h.handleType)).toEqual([HandleType.PUBLIC_REPLY, HandleType.INTERNAL]);
      expect(detail.status).toBe(TicketStatus.WAITING_REPLY);
      expect(detail.assignee?.nickname).toBe('Ada');
      expect(detail.sla.firstResponse).toMatchObject({ paused: true });

      const events = await drainEvents(v);
      expect(events.filter((e) => e.code === EventCode.TICKET_UPDATED)).toEqual([
        expect.objectContaining({ woId, woStatus: TicketStatus.WAITING_REPLY }),
      ]);
      // A status change is news (1210) but not a reply: one reply and one change count as one new reply.
      expect((await admin.post(TicketDeskPath.ticket(woId), { status: TicketStatus.ACCEPTED })).statusCode).toBe(200);
      await drainEvents(v);
      const list = (await v.call(TicketPath.queryWoByCustom, { tenantId: 'demo' })).data.list;
      expect(list.find((i: { woId: string }) => i.woId === woId).unread).toBe(1);
      const seen = JSON.stringify((await v.call(TicketPath.queryWoById, { id: woId })).data);
      expect(seen).toContain('a new lamp ships today');
      expect(seen).not.toContain('FastShip');
      expect(
        (await v.call(TicketPath.queryWoByCustom, { tenantId: 'demo' })).data.list.find((i: { woId: string }) => i.woId === woId).unread,
      ).toBe(0);

      await expect.poll(() => smtp.mails.length, { timeout: 5000 }).toBe(mailsBefore + 1);
      const mail = smtp.mails.at(-1)!;
      expect(mail.to).toBe('grace@example.com');
      expect(mail.body).not.toContain('FastShip');
      // The body is quoted-printable: soft line breaks and =XX escapes undone first.
      const decoded = mail.body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      // S-TK13: the token is in the fragment, which no browser sends; the query carries none.
      const link = /https:\/\/chat\.lumen\.example\/chat_online\/workorder\?([^\s"<>#]+)#t=([^\s"<>&]+)/.exec(decoded);
      const query = new URLSearchParams(link?.[1]?.replace(/&amp;/g, '&'));
      expect(query.get('woId')).toBe(woId);
      expect(query.get('channelId')).toBe('demo');
      expect(query.has('token')).toBe(false);
      const token = decodeURIComponent(link![2]!);
      const byLink = await t.post(TicketPath.queryWoById, { id: woId, token });
      expect(byLink.statusCode, byLink.body).toBe(200);
      expect(JSON.stringify(byLink.json().data)).not.toContain('FastShip');
      // The link also answers, as the customer, and reopens the ticket for the agent.
      expect((await t.post(TicketPath.addWoHandleInfo, { woId, handleContent: 'Thanks, received it!' }, { token })).statusCode).toBe(200);
      const after: TicketDetail = (await admin.get(TicketDeskPath.ticket(woId))).json().data;
      expect(after.status).toBe(TicketStatus.ACCEPTED);
      expect(after.handles.at(-1)).toMatchObject({
        author: 'customer',
        handleType: HandleType.CUSTOMER_REPLY,
        content: 'Thanks, received it!',
      });
      expect(after.awaitingAgent).toBe(true);
      // The link grants that ticket only.
      const other = (await createTicket(v)).data.woId;
      expect((await t.post(TicketPath.queryWoById, { id: other, token })).statusCode).toBe(403);
      expect((await t.post(TicketPath.queryWoByCustom, { userId: v.userId, tenantId: 'demo' }, { token })).statusCode).toBe(401);
    });

    it('S-TK5 refuses forged, expired and revoked links', async () => {
      const v = await visitorWithEmail();
      const woId = (await createTicket(v)).data.woId;
      const good = issueTicketLink(t.ctx.config.secret, { tenantId: 'demo', ticketId: Number(woId), version: 1 }, t.clock.now);
      expect((await t.post(TicketPath.queryWoById, { id: woId, token: good })).statusCode).toBe(200);
      const forged = issueTicketLink(
        'another-secret-another-secret-another-1',
        { tenantId: 'demo', ticketId: Number(woId), version: 1 },
        t.clock.now,
      );
      expect((await t.post(TicketPath.queryWoById, { id: woId, token: forged })).statusCode).toBe(401);
      const expired = issueTicketLink(
        t.ctx.config.secret,
        { tenantId: 'demo', ticketId: Number(woId), version: 1 },
        t.clock.now - 31 * 24 * 3600 * 1000,
      );
      const dead = await t.post(TicketPath.queryWoById, { id: woId, token: expired });
      expect(dead.statusCode).toBe(401);
      // The page tells a dead link from an expired sign-in: its holder never signed in.
      expect(dead.json().data).toEqual({ reason: TICKET_LINK_DEAD });
      expect((await admin.post(TicketDeskPath.revokeLinks(woId))).statusCode).toBe(200);
      const revoked = await t.post(TicketPath.queryWoById, { id: woId, token: good });
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().message).toMatch(/withdrawn/);
    });

    it('S-TK9 pauses the service clock while the ticket waits for the customer, and flags overdue tickets', async () => {
      const v = await visitorWithEmail();
      const woId = (await createTicket(v)).data.woId;
      // The demo channel has no working hours: the clock counts every minute. First response target: 60 min.
      t.clock.advance(30 * 60_000);
      await admin.post(TicketDeskPath.reply(woId), { content: 'Which colour was it?', status: TicketStatus.WAITING_REPLY });
      let d: TicketDetail = (await admin.get(TicketDeskPath.ticket(woId))).json().data;
      expect(d.sla.firstResponse).toMatchObject({ elapsedMs: 30 * 60_000, breached: false });
      expect(d.sla.resolution).toMatchObject({ elapsedMs: 30 * 60_000, paused: true });
      t.clock.advance(10 * 60 * 60_000);
      d = (await admin.get(TicketDeskPath.ticket(woId))).json().data;
      expect(d.sla.resolution).toMatchObject({ elapsedMs: 30 * 60_000, paused: true, breached: false });
      expect(d.overdue).toBe(false);
      await v.call(TicketPath.addWoHandleInfo, { woId, handleContent: 'Blue' });
      t.clock.advance(8 * 60 * 60_000);
      d = (await admin.get(TicketDeskPath.ticket(woId))).json().data;
      expect(d.sla.resolution).toMatchObject({ elapsedMs: 30 * 60_000 + 8 * 60 * 60_000, paused: false, breached: true });
      expect(d.overdue).toBe(true);
      const overdue = (await admin.get(`${TicketDeskPath.tickets}?overdue=1&pageSize=100`)).json().data;
      expect(overdue.items.map((i: { woId: string }) => i.woId)).toContain(woId);
    });

    it('S-TK7 S-TK8 lets the customer rate a resolved ticket once, and refuses a reply once it is closed', async () => {
      const v = await visitorWithEmail();
      const woId = (await createTicket(v)).data.woId;
      expect((await v.call(TicketPath.rateWo, { woId, star: 5 })).code).toBe(409);
      await admin.post(TicketDeskPath.ticket(woId), { status: TicketStatus.RESOLVED, priority: 3 });
      const wo = (await v.call(TicketPath.queryWoById, { id: woId })).data;
      expect(wo).toMatchObject({ canRate: true, woStatus: TicketStatus.RESOLVED });
      expect(wo.handleList.at(-1)).toMatchObject({ handleWoStatus: TicketStatus.RESOLVED, handleContent: '' });
      expect((await v.call(TicketPath.rateWo, { woId, star: 4, comment: 'Quick, thanks' })).code).toBe(200);
      expect((await v.call(TicketPath.rateWo, { woId, star: 1 })).code).toBe(409);
      expect((await v.call(TicketPath.queryWoById, { id: woId })).data).toMatchObject({
        canRate: false,
        rating: { star: 4, comment: 'Quick, thanks' },
      });
      expect((await v.call(TicketPath.rateWo, { woId, star: 6 })).code).toBe(400);
      await admin.post(TicketDeskPath.ticket(woId), { status: TicketStatus.CLOSED });
      expect((await v.call(TicketPath.addWoHandleInfo, { woId, handleContent: 'One more thing' })).code).toBe(409);
      const d: TicketDetail = (await admin.get(TicketDeskPath.ticket(woId))).json().data;
      expect(d.priority).toBe(3);
      expect(d.handles.some((h) => h.handleType === HandleType.INTERNAL && h.content === 'Priority: Urgent')).toBe(true);
    });

    it('S-TK11 filters the desk and keeps saved views per agent; tickets stay in their tenant', async () => {
      const views = await admin.post(TicketDeskPath.views, { name: 'Urgent open', filters: { status: '0,1', priority: '3' } });
      expect(views.statusCode).toBe(200);
      expect((await admin.get(TicketDeskPath.views)).json().data).toEqual([
        expect.objectContaining({ name: 'Urgent open', filters: { status: '0,1', priority: '3' } }),
      ]);
      expect((await admin.del(TicketDeskPath.view(views.json().data.id))).statusCode).toBe(200);
      expect((await admin.get(`${TicketDeskPath.tickets}?status=abc`)).statusCode).toBe(400);
      expect((await admin.get(`${TicketDeskPath.tickets}?assignee=someone`)).statusCode).toBe(400);
      const mine = (await admin.get(`${TicketDeskPath.tickets}?assignee=me&pageSize=100`)).json().data;
      expect(mine.items.every((i: { assignee: { agentId: number } | null }) => i.assignee?.agentId === admin.agentId)).toBe(true);
      expect((await admin.get(TicketDeskPath.ticket('999999'))).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: TicketDeskPath.tickets })).statusCode).toBe(401);
    });
  });
});
