import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_PATTERN,
  ApiKeyAdminPath,
  ApiKeyRefusal,
  ConsolePath,
  EventCode,
  RestPath,
  TeamAdminPath,
  TicketDeskPath,
  VisitorPath,
} from '@parley/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { createAgent, drainEvents, loginAdmin, newVisitor, setPresence, type AgentSession, type VisitorHandle } from './agents.js';
import { createKey, keyClient, otherWorkspace, type KeyClient } from './apiKeyClient.js';
import { clusterUp, createCluster, createTestApp, dialects, type TestApp } from './harness.js';

describe.each(dialects)('API keys and the REST API on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let agent: AgentSession;
  let writer: KeyClient;
  let reader: KeyClient;
  let visitor: VisitorHandle;
  let sessionId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, undefined, { apiKeyRequestsPerMinute: 1000 });
    admin = await loginAdmin(t);
    agent = await createAgent(t, admin);
    await setPresence(admin, 'online');
    writer = await createKey(t, admin, ['write'], 'Writer');
    reader = await createKey(t, admin, ['read'], 'Reader');
    visitor = await newVisitor(t);
    await visitor.call(VisitorPath.sendMsg, { msgContent: 'Where is my refund?', msgType: 1 });
    await visitor.call(VisitorPath.transferAgent);
    sessionId = (await admin.get(`${ConsolePath.conversations}?status=active`)).json().data[0].sessionId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S-AK1 an admin creates a key shown once and stored hashed; lists never show it; agents may not', async () => {
    const res = await admin.post(ApiKeyAdminPath.keys, { name: '  Billing  ', scopes: ['read', 'read'] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { key, apiKey } = res.json().data;
    expect(key).toMatch(API_KEY_PATTERN);
    expect(apiKey).toMatchObject({ name: 'Billing', scopes: ['read'], shown: key.slice(0, 11), lastUsedAt: null });
    expect(apiKey.createdBy.agentId).toBe(admin.agentId);
    // write includes read
    const w = (await admin.get(ApiKeyAdminPath.keys)).json().data.find((k: { id: number }) => k.id === writer.id);
    expect(w.scopes).toEqual(['read', 'write']);
    const list = (await admin.get(ApiKeyAdminPath.keys)).body;
    expect(list).toContain('Billing');
    expect(list).not.toContain(key);
    const stored = await t.ctx.db.kysely.selectFrom('api_keys').selectAll().where('id', '=', apiKey.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
    // Validation names the field; agents are refused.
    const bad = await admin.post(ApiKeyAdminPath.keys, { name: 'x', scopes: ['admin'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('scopes');
    expect((await admin.post(ApiKeyAdminPath.keys, { name: ' ', scopes: ['read'] })).json().message).toContain('name');
    expect((await agent.post(ApiKeyAdminPath.keys, { name: 'mine', scopes: ['read'] })).statusCode).toBe(403);
    expect((await agent.get(ApiKeyAdminPath.keys)).statusCode).toBe(403);
    expect((await admin.del(ApiKeyAdminPath.key(apiKey.id))).statusCode).toBe(200);
  });

  it('S-AK2 a call without a key, with a malformed, unknown or revoked key is refused 401; revocation holds at once', async () => {
    const none = await t.inject({ method: 'GET', url: RestPath.conversations });
    expect(none.statusCode).toBe(401);
    expect(none.json().data.reason).toBe(ApiKeyRefusal.INVALID);
    for (const h of ['Bearer nonsense', `Basic ${writer.key}`, `Bearer pk_AAAAAAAA_${'x'.repeat(43)}`]) {
      const res = await t.inject({ method: 'GET', url: RestPath.conversations, headers: { authorization: h } });
      expect(res.statusCode, h).toBe(401);
    }
    const doomed = await createKey(t, admin, ['write'], 'Doomed');
    expect((await doomed.get(RestPath.conversations)).statusCode).toBe(200);
    expect((await admin.del(ApiKeyAdminPath.key(doomed.id))).statusCode).toBe(200);
    const after = await doomed.get(RestPath.conversations);
    expect(after.statusCode).toBe(401);
    expect(after.json().data.reason).toBe(ApiKeyRefusal.INVALID);
    expect((await doomed.send('POST', RestPath.messages(sessionId), { msgContent: 'late' })).statusCode).toBe(401);
    // Revoking again, or another workspace's key, is 404.
    expect((await admin.del(ApiKeyAdminPath.key(doomed.id))).statusCode).toBe(404);
    expect((await admin.get(ApiKeyAdminPath.keys)).body).not.toContain('Doomed');
  });

  it('S-AK3 a key stops working while its owner is no longer an active admin', async () => {
    const second = await createAgent(t, admin, { role: 'admin' });
    const key = await createKey(t, second, ['read'], 'Owner test');
    expect((await key.get(RestPath.conversations)).statusCode).toBe(200);
    expect((await admin.post(TeamAdminPath.agentRole(second.agentId), { role: 'agent' })).statusCode).toBe(200);
    expect((await key.get(RestPath.conversations)).statusCode).toBe(401);
    expect((await admin.post(TeamAdminPath.agentRole(second.agentId), { role: 'admin' })).statusCode).toBe(200);
    expect((await key.get(RestPath.conversations)).statusCode).toBe(200);
    expect((await admin.post(TeamAdminPath.deactivate(second.agentId))).statusCode).toBe(200);
    expect((await key.get(RestPath.conversations)).statusCode).toBe(401);
  });

  it('S-AK4 read calls need the read scope, write calls the write scope', async () => {
    const res = await reader.send('POST', RestPath.messages(sessionId), { msgContent: 'nope' });
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toEqual({ reason: ApiKeyRefusal.SCOPE, scope: 'write' });
    expect((await reader.send('PATCH', RestPath.visitor(visitor.userId), { name: 'x' })).statusCode).toBe(403);
    expect((await reader.send('POST', RestPath.tickets, { userId: visitor.userId, content: 'x' })).statusCode).toBe(403);
    expect((await reader.get(RestPath.messages(sessionId))).statusCode).toBe(200);
    expect((await writer.get(RestPath.messages(sessionId))).statusCode).toBe(200);
  });

  it('S-AK5 the last use is recorded, at most once a minute', async () => {
    const key = await createKey(t, admin, ['read'], 'Clock');
    const lastUsed = async () =>
      (await admin.get(ApiKeyAdminPath.keys)).json().data.find((k: { id: number }) => k.id === key.id).lastUsedAt as number | null;
    expect(await lastUsed()).toBeNull();
    await key.get(RestPath.conversations);
    const first = await lastUsed();
    expect(first).toBe(t.clock.now);
    t.clock.advance(30_000);
    await key.get(RestPath.conversations);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(31_000);
    await key.get(RestPath.conversations);
    expect(await lastUsed()).toBe(t.clock.now);
  });

  it('S-AK6 each key has its own per-minute limit: 429 with Retry-After past it', async () => {
    const limited = await createTestApp(dialect, undefined, { apiKeyRequestsPerMinute: 3 });
    try {
      const a = await loginAdmin(limited);
      const one = await createKey(limited, a, ['read'], 'One');
      const two = await createKey(limited, a, ['read'], 'Two');
      for (let i = 0; i < 3; i++) {
        const res = await one.get(RestPath.conversations);
        expect(res.statusCode).toBe(200);
        expect(res.headers['ratelimit-remaining']).toBe(String(2 - i));
      }
      const over = await one.get(RestPath.conversations);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await two.get(RestPath.conversations)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("S-AK7 another workspace's key reaches nothing of this one", async () => {
    const other = await otherWorkspace(t, `ak7-${dialect}`);
    const foreign = await createKey(t, other, ['write'], 'Foreign');
    const woId = (
      await writer.send('POST', RestPath.tickets, { userId: visitor.userId, content: 'A ticket', customFields: { order: 'A-1' } })
    ).json().data.woId;
    for (const url of [
      RestPath.conversation(sessionId),
      RestPath.messages(sessionId),
      RestPath.ticket(woId),
      RestPath.visitor(visitor.userId),
      RestPath.visitorHistory(visitor.userId),
    ]) {
      expect((await foreign.get(url)).statusCode, url).toBe(404);
    }
    expect((await foreign.send('POST', RestPath.messages(sessionId), { msgContent: 'from B' })).statusCode).toBe(404);
    expect((await foreign.send('PATCH', RestPath.ticket(woId), { status: 3 })).statusCode).toBe(404);
    expect((await foreign.send('POST', RestPath.ticketReplies(woId), { content: 'from B' })).statusCode).toBe(404);
    expect((await foreign.send('PATCH', RestPath.visitor(visitor.userId), { name: 'B' })).statusCode).toBe(404);
    expect((await foreign.send('POST', RestPath.tickets, { userId: visitor.userId, content: 'x' })).statusCode).toBe(404);
    for (const url of [RestPath.conversations, RestPath.tickets, `${RestPath.conversations}?q=refund`]) {
      const res = await foreign.get(url);
      expect(res.json().data.items, url).toEqual([]);
    }
    // The other admin cannot revoke this workspace's key either.
    expect((await other.del(ApiKeyAdminPath.key(writer.id))).statusCode).toBe(404);
    expect((await writer.get(RestPath.conversations)).statusCode).toBe(200);
  });

  it('S-AK8 lists page by cursor and filter by status, time and words; bad input is 400 naming the field', async () => {
    // Three more conversations: two ended, one with the robot.
    const started: number[] = [];
    for (const text of ['alpha shipping', 'beta invoice', 'gamma 100%_off']) {
      const v = await newVisitor(t);
      await v.call(VisitorPath.sendMsg, { msgContent: text, msgType: 1 });
      if (text !== 'gamma 100%_off') await v.call(VisitorPath.chatClose);
      started.push(t.clock.now);
      t.clock.advance(1000);
    }
    const all: number[] = [];
    let cursor: string | null = null;
    do {
      const res: LightMyRequestResponse = await reader.get(`${RestPath.conversations}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().data;
      expect(page.items.length).toBeLessThanOrEqual(2);
      all.push(...page.items.map((c: { sessionId: number }) => c.sessionId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect([...all].sort((a, b) => b - a)).toEqual(all);
    expect(new Set(all).size).toBe(all.length);

    const ended = (await reader.get(`${RestPath.conversations}?status=ended`)).json().data.items;
    expect(ended.every((c: { status: number }) => c.status === 0)).toBe(true);
    expect(ended.length).toBeGreaterThanOrEqual(2);
    const robotOrAgent = (await reader.get(`${RestPath.conversations}?status=robot,agent`)).json().data.items;
    expect(robotOrAgent.map((c: { status: number }) => c.status).sort()).toEqual(expect.arrayContaining([1, 2]));
    const recent = (await reader.get(`${RestPath.conversations}?from=${started[1]}&to=${started[2]! + 1}`)).json().data.items;
    expect(recent).toHaveLength(2);
    const found = (await reader.get(`${RestPath.conversations}?q=invoice`)).json().data.items;
    expect(found).toHaveLength(1);
    expect(found[0].lastMessage.msgContent).toBe('beta invoice');
    // Wildcards are literal.
    expect((await reader.get(`${RestPath.conversations}?q=${encodeURIComponent('100%_')}`)).json().data.items).toHaveLength(1);
    expect((await reader.get(`${RestPath.conversations}?q=${encodeURIComponent('%')}`)).json().data.items).toHaveLength(1);
    // Messages oldest first, by cursor.
    const first = (await reader.get(`${RestPath.messages(sessionId)}?limit=1`)).json().data;
    expect(first.items).toHaveLength(1);
    const next = (await reader.get(`${RestPath.messages(sessionId)}?limit=100&cursor=${first.nextCursor}`)).json().data;
    expect(next.items[0].msgId).toBeGreaterThan(first.items[0].msgId);
    expect(next.nextCursor).toBeNull();

    for (const [url, field] of [
      [`${RestPath.conversations}?status=open`, 'status'],
      [`${RestPath.conversations}?cursor=abc`, 'cursor'],
      [`${RestPath.conversations}?limit=1000`, 'limit'],
      [`${RestPath.tickets}?status=4`, 'status'],
      [`${RestPath.tickets}?assignee=me`, 'assignee'],
    ] as const) {
      const res = await reader.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
    const blank = await writer.send('POST', RestPath.messages(sessionId), { msgContent: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('msgContent');
    expect((await writer.send('PATCH', RestPath.visitor(visitor.userId), {})).statusCode).toBe(400);
    expect((await writer.send('PATCH', RestPath.visitor(visitor.userId), { email: 'not-mail' })).json().message).toContain('email');
  });

  it("S-AK9 a message sent with a key is the owner's agent message, marked with the key for agents only", async () => {
    const res = await writer.send('POST', RestPath.messages(sessionId), { msgContent: 'Refund sent', clientId: 'crm-1' });
    expect(res.statusCode, res.body).toBe(200);
    const msg = res.json().data;
    expect(msg).toMatchObject({ msgContent: 'Refund sent', senderType: 2, senderId: admin.agentId, apiKeyId: writer.id });
    // A retry answers the first message.
    expect(
      (await writer.send('POST', RestPath.messages(sessionId), { msgContent: 'Refund sent', clientId: 'crm-1' })).json().data.msgId,
    ).toBe(msg.msgId);
    const events = await drainEvents(visitor);
    const told = events.filter((e) => e.code === EventCode.AGENT_MESSAGE && e.message.msgContent === 'Refund sent');
    expect(told).toHaveLength(1);
    expect(told[0].message.apiKeyId).toBeUndefined();
    expect(told[0].message.senderId).toBeUndefined();
    const inConsole = (await admin.get(ConsolePath.messages(sessionId))).json().data.find((m: { msgId: number }) => m.msgId === msg.msgId);
    expect(inConsole.apiKeyId).toBe(writer.id);
    // A note goes anywhere; a message into an ended conversation is 409 (S-AG1).
    const v = await newVisitor(t);
    await v.call(VisitorPath.sendMsg, { msgContent: 'hi', msgType: 1 });
    await v.call(VisitorPath.chatClose);
    const endedId = (await writer.get(`${RestPath.conversations}?status=ended&limit=1`)).json().data.items[0].sessionId;
    expect((await writer.send('POST', RestPath.messages(endedId), { msgContent: 'late' })).statusCode).toBe(409);
    expect((await writer.send('POST', RestPath.messages(endedId), { msgContent: 'a note', inside: true })).statusCode).toBe(200);
    const notes = (await reader.get(RestPath.messages(endedId)))
      .json()
      .data.items.filter((m: { insideFlag: number }) => m.insideFlag === 1);
    expect(notes.map((m: { msgContent: string }) => m.msgContent)).toEqual(['a note']);
  });

  it("S-AK10 tickets: created for the workspace's visitor, updated, answered and noted as the key's owner", async () => {
    const missing = await writer.send('POST', RestPath.tickets, { userId: visitor.userId, content: 'No order number' });
    expect(missing.statusCode).toBe(400);
    const created = await writer.send('POST', RestPath.tickets, {
      userId: visitor.userId,
      title: 'Parcel never arrived',
      content: 'Order A-1041',
      customFields: { order: 'A-1041' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const ticket = created.json().data;
    expect(ticket).toMatchObject({ title: 'Parcel never arrived', status: 0, customer: { userId: visitor.userId } });
    expect(ticket.customFields).toEqual([expect.objectContaining({ fieldId: 'order', fieldValue: 'A-1041' })]);
    expect((await writer.send('POST', RestPath.tickets, { userId: 'nobody', content: 'x' })).statusCode).toBe(404);

    const updated = await writer.send('PATCH', RestPath.ticket(ticket.woId), { priority: 2, assigneeAgentId: agent.agentId });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ priority: 2, assignee: { agentId: agent.agentId } });
    const replied = await writer.send('POST', RestPath.ticketReplies(ticket.woId), { content: 'On its way', status: 2 });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data.status).toBe(2);
    const noted = (await writer.send('POST', RestPath.ticketReplies(ticket.woId), { content: 'Courier called', internal: true })).json()
      .data;
    const last = noted.handles.at(-1);
    expect(last).toMatchObject({ content: 'Courier called', author: 'agent', agentId: admin.agentId });
    const events = await drainEvents(visitor);
    expect(events.some((e) => e.code === EventCode.TICKET_UPDATED && e.preview === 'On its way')).toBe(true);
    expect(JSON.stringify(events)).not.toContain('Courier called');
    // The desk sees the same ticket; lists filter by status and words.
    expect((await admin.get(TicketDeskPath.ticket(ticket.woId))).json().data.status).toBe(2);
    const waiting = (await reader.get(`${RestPath.tickets}?status=2`)).json().data.items;
    expect(waiting.map((x: { woId: string }) => x.woId)).toContain(ticket.woId);
    expect((await reader.get(`${RestPath.tickets}?status=0,1&q=Parcel`)).json().data.items).toEqual([]);
    expect((await reader.get(`${RestPath.tickets}?q=Parcel`)).json().data.items).toHaveLength(1);
    expect((await reader.get(`${RestPath.tickets}?assignee=${agent.agentId}`)).json().data.items[0].woId).toBe(ticket.woId);
    expect((await writer.send('PATCH', RestPath.ticket(ticket.woId), {})).statusCode).toBe(400);
  });

  it('S-AK11 visitors: contact and custom fields read and changed, and their history', async () => {
    const changed = await writer.send('PATCH', RestPath.visitor(visitor.userId), {
      name: 'Ana',
      email: 'ana@example.com',
      customFields: { plan: 'gold', crmId: 4471 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Ana', email: 'ana@example.com', params: { plan: 'gold', crmId: 4471 } });
    const again = await writer.send('PATCH', RestPath.visitor(visitor.userId), { customFields: { plan: null, trial: true } });
    expect(again.json().data.params).toEqual({ crmId: 4471, trial: true });
    expect((await reader.get(RestPath.visitor(visitor.userId))).json().data).toMatchObject({
      name: 'Ana',
      params: { crmId: 4471, trial: true },
    });
    // The console sees the new name.
    expect((await admin.get(ConsolePath.conversation(sessionId))).json().data.visitor.name).toBe('Ana');
    const history = (await reader.get(RestPath.visitorHistory(visitor.userId))).json().data;
    expect(history.conversations.map((c: { sessionId: number }) => c.sessionId)).toContain(sessionId);
    expect(history.tickets.length).toBeGreaterThanOrEqual(1);
    expect((await reader.get(RestPath.visitor('nobody'))).statusCode).toBe(404);
  });
});

describe.runIf(clusterUp)('API keys across nodes', () => {
  it('S-AK2 a key revoked on one node is refused at once on another', async () => {
    const cluster = await createCluster(2);
    try {
      const [a, b] = cluster.nodes as [TestApp, TestApp];
      const admin = await loginAdmin(a);
      const key = await createKey(a, admin, ['read']);
      const onB = keyClient(b, key.key);
      expect((await onB.get(RestPath.conversations)).statusCode).toBe(200);
      expect((await admin.del(ApiKeyAdminPath.key(key.id))).statusCode).toBe(200);
      expect((await onB.get(RestPath.conversations)).statusCode).toBe(401);
    } finally {
      await cluster.close();
    }
  });
});
