import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyAdminPath,
  ApiKeyRefusal,
  AdminPath,
  CallPath,
  ConsolePath,
  ReportPath,
  TeamAdminPath,
  TicketDeskPath,
  TicketPath,
  VisitorPath,
  WebhookPath,
} from '@parley/protocol';
import { hashPassword } from '../src/platform/auth/password.js';
import { DEMO_CARD_FORM_ID, DEMO_CHANNEL_NAME, DEMO_TICKET_TYPE_ID } from '../src/domains/demo/demoSeed.js';
import { DEMO_RETURN_FLOW } from '../src/domains/robot/flows/demoFlow.js';
import { createAgent, loginAdmin, loginAgent, newVisitor, setPresence, type AgentSession, type VisitorHandle } from './agents.js';
import { createKey, type KeyClient } from './apiKeyClient.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/**
 * Issue 18: the access matrix, generated from the app's route table so a new route joins it: every visitor call
 * made with another visitor's token, every console and admin call on tenant A's resources by tenant B's admin,
 * and every admin call by a plain agent. None may succeed. Bodies are valid, so what refuses is the access
 * check, not validation.
 */
const PUBLIC_VISITOR_CALLS = new Set<string>([
  VisitorPath.channelInfo,
  VisitorPath.chatStart,
  VisitorPath.getEvaluateInfo,
  VisitorPath.getChannelGroup,
  VisitorPath.getAdminCard,
  TicketPath.getTemplateFiledInfoByTypeId,
  TicketPath.getTemplateFiledInfoByTemplateId,
  TicketPath.getWoTemplate,
  TicketPath.getMsgTemplate,
  // The token alone names the visitor here (userId is optional in the spec): another visitor's token reads its own.
  VisitorPath.getRobotDoc,
  // A ticket link's token is its credential, whoever sends it; the new link goes to the ticket's own address (S-TK12).
  TicketPath.renewLink,
]);
const MULTIPART = new Set<string>([VisitorPath.upload, TicketPath.clientUpload]);

describe.each(dialects)('access matrix on %s', (dialect) => {
  let t: TestApp;
  let adminA: AgentSession;
  let adminB: AgentSession;
  let agentA: AgentSession;
  let visitorA: VisitorHandle;
  let visitorB: VisitorHandle;
  let keyA: KeyClient;
  const a: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminA = await loginAdmin(t);
    agentA = await createAgent(t, adminA);
    await setPresence(adminA, 'online');
    // Tenant A's resources: a conversation with messages, a ticket, a leave message, a group, a view, an upload.
    visitorA = await newVisitor(t);
    visitorB = await newVisitor(t);
    await visitorA.call(VisitorPath.transferAgent);
    const session = (await adminA.get(`${ConsolePath.conversations}?status=active`)).json().data[0];
    a.sessionId = String(session.sessionId);
    a.msgId = String((await adminA.post(ConsolePath.messages(session.sessionId), { msgContent: 'hello A' })).json().data.msgId);
    a.woId = (
      await visitorA.call(TicketPath.addWo, {
        tenantId: 'demo',
        woContent: 'A ticket',
        woTypeId: DEMO_TICKET_TYPE_ID,
        cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-1' }],
      })
    ).data.woId;
    a.leaveId = String((await visitorA.call(VisitorPath.leaveMsg, { customerName: 'A', msgContent: 'leave' })).data.id);
    a.groupId = (await adminA.post('/api/admin/groups', { groupName: 'A team', agentIds: [] })).json().data.groupId;
    a.viewId = String((await adminA.post(TicketDeskPath.views, { name: 'A view', filters: { status: '0' } })).json().data.id);
    a.agentId = String(agentA.agentId);
    a.listId = String((await adminA.get('/api/admin/sensitiveLists')).json().data[0].id);
    a.callId = (await adminA.post(CallPath.start(a.sessionId), { videoType: 1 })).json().data.callId;
    a.invitationId = String(
      (await adminA.post(TeamAdminPath.invitations, { email: 'invited-a@example.com' })).json().data.invitation.invitationId,
    );
    a.webhookId = String(
      (await adminA.post(WebhookPath.webhooks, { url: 'https://crm.a.example/hooks', events: ['ticket.updated'] })).json().data.id,
    );
    // A logged delivery of A's (written as the worker would, so nothing is sent anywhere).
    a.deliveryId = String(
      (
        await t.ctx.db.kysely
          .insertInto('webhook_deliveries')
          .values({
            tenant_id: 'demo',
            subscription_id: Number(a.webhookId),
            event_id: 'evt_a',
            event_type: 'ticket.updated',
            body: '{"id":"evt_a"}',
            status: 'delivered',
            response_code: 200,
            error: null,
            created_at: Date.now(),
            last_attempt_at: Date.now(),
            delivered_at: Date.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    keyA = await createKey(t, adminA, ['write'], 'A key');
    a.apiKeyId = String(keyA.id);
    // Tenant B: its own admin, channel and nothing else.
    const k = t.ctx.db.kysely;
    const now = Date.now();
    await k
      .insertInto('tenants')
      .values({ id: `b-${dialect}`, name: 'B', created_at: now })
      .execute();
    await k
      .insertInto('channels')
      .values({
        id: `b-${dialect}`,
        tenant_id: `b-${dialect}`,
        name: 'B',
        robot_no: `b-${dialect}`,
        settings: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await k
      .insertInto('agents')
      .values({
        tenant_id: `b-${dialect}`,
        email: `admin@b-${dialect}.example`,
        password_hash: await hashPassword('b-password-1'),
        nickname: 'B admin',
        avatar: '',
        signature: '',
        card: '{}',
        role: 'admin',
        capacity: 5,
        created_at: now,
      })
      .execute();
    adminB = await loginAgent(t, `admin@b-${dialect}.example`, 'b-password-1');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Valid bodies for the visitor calls, naming visitor A and A's resources. */
  function visitorBody(path: string): Record<string, unknown> {
    const bodies: Record<string, Record<string, unknown>> = {
      [VisitorPath.sendMsg]: { msgContent: 'x', msgType: 1 },
      [VisitorPath.robotAsk]: { question: 'delivery' },
      [VisitorPath.robotTips]: { question: 'deli' },
      [VisitorPath.sysMsg]: { msgContent: 'x' },
      [VisitorPath.evaluate]: { evaluateRobotSolve: 1 },
      [VisitorPath.commentDoc]: { docId: 'demo-1', isUseful: 1, msgId: 1 },
      [VisitorPath.updateSessionMsg]: { operation: 'updateMsg', msgId: 1, docNode: '{}' },
      [VisitorPath.uploadBase64]: { imgData: 'iVBORw0KGgo=' },
      [VisitorPath.fromRequest]: { url: VisitorPath.channelInfo, requestBody: {} },
      [VisitorPath.leaveMsg]: { customerName: 'x', msgContent: 'x' },
      [VisitorPath.checkSensitive]: { msgContent: 'x' },
      [TicketPath.addWo]: {
        tenantId: 'demo',
        woContent: 'x',
        woTypeId: DEMO_TICKET_TYPE_ID,
        cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: '1' }],
      },
      [TicketPath.queryWoByCustom]: { tenantId: 'demo' },
      [TicketPath.queryWoById]: { id: a.woId },
      [TicketPath.addWoHandleInfo]: { woId: a.woId, handleContent: 'x' },
      [TicketPath.rateWo]: { woId: a.woId, star: 5 },
      [VisitorPath.userVideoInvitation]: { videoType: 1 },
      [CallPath.videoSignal]: { callId: a.callId, token: 'x', signal: { type: 'voice' } },
    };
    return { userId: visitorA.userId, callId: a.callId, ...(bodies[path] ?? {}) };
  }

  it("refuses every visitor call made with another visitor's token", async () => {
    const calls = [
      ...new Set(
        t.routes.filter((r) => r.method === 'POST' && /^\/api\/(chat\/visitor|chat\/videos|open\/wo|wo)\//.test(r.url)).map((r) => r.url),
      ),
    ];
    expect(calls.length).toBeGreaterThan(25);
    const checked: string[] = [];
    for (const path of calls) {
      if (PUBLIC_VISITOR_CALLS.has(path) || MULTIPART.has(path)) continue;
      const res = await t.post(path, visitorBody(path), visitorB.headers);
      expect([401, 403, 404], `${path}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      checked.push(path);
    }
    expect(checked.length).toBeGreaterThan(20);
    // With B's own userId, A's ticket is not B's either.
    expect((await visitorB.call(TicketPath.queryWoById, { id: a.woId })).code).toBe(404);
  });

  /** A's resource for each path parameter, and a valid body per route family. */
  function consoleCall(method: string, url: string): { url: string; body?: unknown } {
    const idFor = url.startsWith('/api/admin/agents')
      ? a.agentId
      : url.startsWith('/api/admin/apiKeys')
        ? a.apiKeyId
        : url.startsWith('/api/admin/invitations')
          ? a.invitationId
          : url.startsWith('/api/admin/groups')
            ? a.groupId
            : url.startsWith('/api/console/ticketViews')
              ? a.viewId
              : url.startsWith('/api/admin/webhooks')
                ? a.webhookId
                : a.leaveId;
    const filled = url
      .replace(':sessionId', a.sessionId!)
      .replace(':msgId', a.msgId!)
      .replace(':woId', a.woId!)
      .replace(':channelId', 'demo')
      .replace(':docId', 'demo-1')
      .replace(':flowId', 'returns')
      .replace(':templateId', DEMO_TICKET_TYPE_ID)
      .replace(':userId', visitorA.userId)
      .replace(':listId', a.listId!)
      .replace(':callId', a.callId!)
      .replace(':deliveryId', a.deliveryId!)
      .replace(':id', idFor!);
    if (method !== 'POST') return { url: filled };
    const bodies: Array<[RegExp, unknown]> = [
      [/\/messages$/, { msgContent: 'from B' }],
      [/\/transfer$/, { groupId: a.groupId }],
      [/\/typing$/, { typing: true }],
      [/\/read$/, { msgId: Number(a.msgId) }],
      [/\/visitor$/, { name: 'renamed by B' }],
      [/\/admin\/agents\/\d+$/, { email: 'taken@b.example', nickname: 'B' }],
      [/\/admin\/groups\/\d+$/, { groupName: 'B', agentIds: [] }],
      [/\/largeModelKey$/, { apiKey: 'sk-b' }],
      [/\/mailPassword$/, { password: 'b' }],
      [/\/workingHours$/, { enabled: false, timeZone: 'UTC', week: [[], [], [], [], [], [], []], holidays: [] }],
      [/\/robot\/docs$/, { docId: 'b-doc', question: 'q', similarQuestions: [], answer: 'a' }],
      [/\/robot\/docs\/[^/]+$/, { question: 'q', similarQuestions: [], answer: 'a' }],
      [/\/enabled$/, { enabled: false }],
      [/\/dismiss$/, { questions: ['x'] }],
      [/\/robot\/flows\/returns$/, DEMO_RETURN_FLOW],
      [/\/flowTest$/, { flow: DEMO_RETURN_FLOW, event: { type: 'start' } }],
      [/\/tickets\/\d+$/, { status: 3 }],
      [/\/reply$/, { content: 'from B' }],
      [/\/handle$/, { remark: 'B' }],
      [/\/ticketTemplates\/[^/]+$/, { name: 'B', kind: 'type' }],
      [/\/admin\/channels\/demo$/, { titleDesc: 'B was here' }],
      [/\/erase$/, { confirmUserId: visitorA.userId }],
      [/\/call$/, { videoType: 1 }],
      [/\/calls\/[^/]+\/signal$/, { token: 'x', signal: { type: 'voice' } }],
      [/\/identity\/rotate$/, { graceSeconds: 0 }],
      [/\/identity$/, { required: false }],
      [/\/sensitiveLists\/\d+$/, { name: 'B', words: ['x'], match: 'exact', action: 'mask' }],
      [/\/agents\/\d+\/role$/, { role: 'agent' }],
      [/\/admin\/webhooks\/\d+$/, { url: 'https://b.example/stolen', events: ['message.created'] }],
      [/\/channels\/demo\/site$/, { name: 'B was here', enabled: false }],
      [/\/channels\/demo\/delete$/, { confirmName: DEMO_CHANNEL_NAME }],
    ];
    return { url: filled, body: bodies.find(([re]) => re.test(filled))?.[1] ?? {} };
  }

  it("refuses tenant B's admin every console and admin call on tenant A's resources", async () => {
    const routes = t.routes.filter(
      (r) =>
        /^\/api\/(console|admin)\//.test(r.url) &&
        r.url.includes(':') &&
        r.method !== 'HEAD' &&
        !r.url.endsWith('/upload') &&
        !r.url.endsWith('/import'),
    );
    expect(routes.length).toBeGreaterThan(35);
    for (const r of routes) {
      const { url, body } = consoleCall(r.method, r.url);
      const res = r.method === 'GET' ? await adminB.get(url) : r.method === 'DELETE' ? await adminB.del(url) : await adminB.post(url, body);
      expect([403, 404], `${r.method} ${url}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }
    // Nothing of A's changed, and B's lists show nothing of A's.
    expect((await adminA.get('/api/admin/channels/demo')).json().data.titleDesc).not.toBe('B was here');
    expect((await adminA.get(AdminPath.channels)).json().data.find((c: { channelId: string }) => c.channelId === 'demo')).toMatchObject({
      name: DEMO_CHANNEL_NAME,
      enabled: true,
    });
    expect((await adminA.get(TicketDeskPath.ticket(a.woId!))).json().data.status).toBe(0);
    expect((await adminA.get('/api/admin/sensitiveLists')).json().data[0]).toMatchObject({ id: Number(a.listId), name: 'Insults' });
    expect((await adminA.get(WebhookPath.webhooks)).json().data).toEqual([
      expect.objectContaining({ id: Number(a.webhookId), url: 'https://crm.a.example/hooks', state: 'active' }),
    ]);
    expect((await adminA.get(WebhookPath.deliveries(a.webhookId!))).json().data.items).toHaveLength(1);
    expect((await adminB.get(WebhookPath.webhooks)).body).not.toContain('crm.a.example');
    for (const url of [
      ConsolePath.conversations,
      TicketDeskPath.tickets,
      TicketDeskPath.leaveMessages,
      '/api/admin/agents',
      '/api/admin/groups',
      TicketDeskPath.templates,
      TeamAdminPath.invitations,
      AdminPath.channels,
    ]) {
      const body = (await adminB.get(url)).body;
      expect(body, url).not.toContain(visitorA.userId);
      expect(body, url).not.toContain('A team');
      expect(body, url).not.toContain(DEMO_TICKET_TYPE_ID);
      expect(body, url).not.toContain('invited-a@example.com');
    }
    // B's agents are offered B's card forms only.
    expect((await adminB.get(TicketDeskPath.cardForms)).body).not.toContain(DEMO_CARD_FORM_ID);
    expect((await adminA.get(TicketDeskPath.cardForms)).json().data).toContainEqual({
      templateId: DEMO_CARD_FORM_ID,
      name: 'Return request',
    });
    expect((await adminB.get(ApiKeyAdminPath.keys)).body).not.toContain('A key');
    // A's invitation still works, untouched by B's tries to resend or withdraw it.
    expect((await adminA.get(TeamAdminPath.invitations)).json().data.map((i: { email: string }) => i.email)).toContain(
      'invited-a@example.com',
    );
  });

  it("S-RP7 shows no workspace another's figures", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const query = `?from=${today}&to=${today}&channelId=demo`;
    const mine = (await adminA.get(ReportPath.overview + query)).json().data;
    expect(mine.current.started).toBeGreaterThanOrEqual(1);
    const theirs = (await adminB.get(ReportPath.overview + query)).json().data;
    expect(theirs.current).toMatchObject({ started: 0, handed: 0, ticketsCreated: 0, ticketsBacklog: 0 });
    expect(theirs.agents).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('A team');
    expect((await adminB.get(ReportPath.live)).json().data).toMatchObject({ queued: 0, inProgress: 0 });
  });

  it('S-WS2 refuses every operator call to admins and agents who are not operators, and to the signed out', async () => {
    const routes = t.routes.filter((r) => r.url.startsWith('/api/operator/') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const r of routes) {
      const url = r.url.replace(':tenantId', 'demo');
      const body = url.endsWith('/delete')
        ? { confirmName: 'Demo' }
        : url.endsWith('/workspaces')
          ? { name: 'X', adminEmail: 'x@x.example' }
          : url.endsWith('/signupInvitations')
            ? { email: 'x@x.example' }
            : {};
      for (const who of [adminA, agentA, adminB]) {
        const res = r.method === 'GET' ? await who.get(url) : await who.post(url, body);
        expect(res.statusCode, `${r.method} ${url}: ${res.body.slice(0, 200)}`).toBe(403);
      }
      const anonymous = await t.inject({ method: r.method, url, ...(r.method === 'POST' ? { payload: body } : {}) });
      expect(anonymous.statusCode, `${r.method} ${url}`).toBe(401);
    }
    expect((await adminA.get('/api/admin/agents')).statusCode).toBe(200);
  });

  /** A REST call on A's resources with a valid body, from the app's route table. */
  function restCall(method: string, url: string): { url: string; body?: unknown } {
    const filled = url.replace(':sessionId', a.sessionId!).replace(':woId', a.woId!).replace(':userId', visitorA.userId);
    const bodies: Array<[RegExp, unknown]> = [
      [/\/messages$/, { msgContent: 'from a key' }],
      [/\/replies$/, { content: 'from a key' }],
      [/\/tickets\/\d+$/, { status: 3 }],
      [/\/tickets$/, { userId: visitorA.userId, content: 'from a key', customFields: { order: '1' } }],
      [/\/visitors\/[^/]+$/, { name: 'renamed by a key' }],
    ];
    return { url: filled, ...(method === 'GET' ? {} : { body: bodies.find(([re]) => re.test(filled))?.[1] ?? {} }) };
  }
  const restRoutes = () => t.routes.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
  const inject = (method: string, url: string, body: unknown, authorization?: string) =>
    t.inject({
      method: method,
      url,
      headers: { ...(authorization ? { authorization } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  it("S-AK2 S-AK4 S-AK7 refuses every REST call without a key, writes to a read key, and A's resources to B's key", async () => {
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const readKey = await createKey(t, adminA, ['read'], 'A reader');
    const keyB = await createKey(t, adminB, ['write'], 'B key');
    for (const r of routes) {
      const { url, body } = restCall(r.method, r.url);
      const anonymous = await inject(r.method, url, body);
      expect(anonymous.statusCode, `${r.method} ${url}`).toBe(401);
      expect(anonymous.json().data.reason).toBe(ApiKeyRefusal.INVALID);
      // A console session is no key.
      const cookie = await t.inject({
        method: r.method,
        url,
        headers: { cookie: `parley_session=${adminA.cookie}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      expect(cookie.statusCode, `${r.method} ${url}`).toBe(401);
      if (r.method !== 'GET') {
        const res = await inject(r.method, url, body, `Bearer ${readKey.key}`);
        expect(res.statusCode, `${r.method} ${url}: ${res.body.slice(0, 200)}`).toBe(403);
      }
      if (r.url.includes(':')) {
        const res = await inject(r.method, url, body, `Bearer ${keyB.key}`);
        expect(res.statusCode, `${r.method} ${url}: ${res.body.slice(0, 200)}`).toBe(404);
      }
    }
    // B's lists show nothing of A's; A's data is as it was.
    for (const r of routes.filter((x) => x.method === 'GET' && !x.url.includes(':'))) {
      const body = (await inject('GET', r.url, undefined, `Bearer ${keyB.key}`)).body;
      expect(body, r.url).not.toContain(visitorA.userId);
    }
    expect((await keyA.get(`/api/v1/visitors/${visitorA.userId}`)).json().data.name).not.toBe('renamed by a key');
    expect((await adminA.get(TicketDeskPath.ticket(a.woId!))).json().data.status).toBe(0);
  });

  it('refuses a plain agent every admin call', async () => {
    const routes = t.routes.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD' && !r.url.endsWith('/import'));
    expect(routes.length).toBeGreaterThan(25);
    for (const r of routes) {
      const { url, body } = consoleCall(r.method, r.url);
      const res =
        r.method === 'GET' ? await agentA.get(url) : r.method === 'DELETE' ? await agentA.del(url) : await agentA.post(url, body ?? {});
      // A POST whose body this table does not know is refused by validation first; no admin call may succeed.
      expect(res.statusCode, `${r.method} ${url}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      if (r.method !== 'POST' || body !== undefined) expect([400, 403], `${r.method} ${url}`).toContain(res.statusCode);
    }
  });
});
