import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CALL_RING_MS,
  CallPath,
  ConsolePath,
  EventCode,
  MsgType,
  VideoPath,
  VisitorPath,
  type AgentStreamEvent,
  type CallView,
} from '@parley/protocol';
import { topics } from '../src/platform/bus/bus.js';
import { runDueTimers } from '../src/jobs/dueTimers.js';
import { createAgent, drainEvents, loginAdmin, newVisitor, setPresence, type AgentSession, type VisitorHandle } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/** Issue 16: every call path over HTTP, on SQLite and PostgreSQL. Rules CA* in SPEC.md. */
describe.each(dialects)('video and voice calls on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let visitor: VisitorHandle;
  let sessionId: number;
  let agentEvents: AgentStreamEvent[];
  let stopListening: () => Promise<void>;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    await setPresence(admin, 'online');
    visitor = await newVisitor(t);
    expect((await visitor.call(VisitorPath.transferAgent)).data.status).toBe(2);
    sessionId = (await admin.get(`${ConsolePath.conversations}?status=active`)).json().data[0].sessionId;
    await drainEvents(visitor);
    agentEvents = [];
    stopListening = await t.ctx.bus.subscribe(topics.tenant('demo'), (m) => void agentEvents.push(JSON.parse(m)));
  });
  afterEach(async () => {
    await stopListening?.();
    await t?.close();
  });

  const videoEvents = async (v = visitor) => (await drainEvents(v)).filter((e) => e.code === EventCode.VIDEO);
  const callEvents = () => agentEvents.filter((e): e is Extract<AgentStreamEvent, { type: 'call' }> => e.type === 'call');
  const records = async (v = visitor) =>
    ((await v.call(VisitorPath.getSessionMsg)).data as Array<{ msgType: number; call?: CallView }>).filter(
      (m) => m.msgType === MsgType.CALL,
    );
  const agentRings = async (videoType = 1): Promise<CallView> => {
    const res = await admin.post(CallPath.start(sessionId), { videoType });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('S-CA1 every visitor call path answers 401 without a token, every console path without a session', async () => {
    const call = await agentRings();
    for (const path of [
      VisitorPath.adminVideoStatus,
      VisitorPath.userVideoInvitation,
      VisitorPath.getVideoToken,
      VisitorPath.expireVideoToken,
      VideoPath.add,
      CallPath.videoAccept,
      CallPath.videoDecline,
      CallPath.videoSignal,
    ]) {
      const body = { userId: visitor.userId, videoType: 1, callId: call.callId, token: 'x', signal: { type: 'voice' } };
      expect((await t.post(path, body)).statusCode, path).toBe(401);
    }
    for (const [method, url] of [
      ['POST', CallPath.start(sessionId)],
      ['GET', CallPath.token(call.callId)],
      ['POST', CallPath.accept(call.callId)],
      ['POST', CallPath.end(call.callId)],
      ['GET', CallPath.live],
      ['GET', CallPath.settings],
    ] as const) {
      const res = await t.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("S-CA2 another visitor's call is refused: its id reads as unknown, its credential signs nothing", async () => {
    const call = await agentRings();
    const other = await newVisitor(t);
    for (const path of [
      CallPath.videoAccept,
      CallPath.videoDecline,
      VisitorPath.getVideoToken,
      VisitorPath.expireVideoToken,
      VideoPath.add,
    ]) {
      expect((await other.call(path, { callId: call.callId })).code, path).toBe(404);
    }
    expect((await visitor.call(CallPath.videoAccept, { callId: call.callId })).code).toBe(200);
    const agentToken = (await admin.get(CallPath.token(call.callId))).json().data.token;
    const forged = await other.call(CallPath.videoSignal, { callId: call.callId, token: agentToken, signal: { type: 'voice' } });
    expect(forged.code).toBe(404);
    // The visitor's own call with the agent's credential: not theirs to sign with.
    const wrongParty = await visitor.call(CallPath.videoSignal, { callId: call.callId, token: agentToken, signal: { type: 'voice' } });
    expect(wrongParty.code).toBe(403);
    // Another agent of the tenant may not act on it either.
    const colleague = await createAgent(t, admin);
    expect((await colleague.post(CallPath.end(call.callId))).statusCode).toBe(403);
  });

  it('S-CA3 S-CA6 S-CA7 S-CA8 the agent rings, the visitor accepts, signals cross, a hang-up completes the call with its talk time', async () => {
    const call = await agentRings(1);
    expect(call).toMatchObject({ state: 'ringing', initiator: 'agent', callType: 'video', agentName: 'Ada' });
    const [ring] = await videoEvents();
    expect(ring).toMatchObject({
      code: EventCode.VIDEO,
      adminId: String(admin.agentId),
      videoType: 1,
      action: 'ring',
      call: { callId: call.callId },
    });
    expect(callEvents().map((e) => e.action)).toEqual(['ring']);
    // A second ring while this one rings is refused.
    expect((await admin.post(CallPath.start(sessionId), { videoType: 1 })).statusCode).toBe(409);

    t.clock.advance(3000);
    const accepted = await visitor.call(CallPath.videoAccept, { callId: call.callId });
    expect(accepted.data).toMatchObject({ state: 'active', answeredAt: t.clock.now });
    expect((await videoEvents()).map((e) => e.action)).toEqual(['accepted']);

    const visitorCred = (await visitor.call(VisitorPath.getVideoToken, { callId: call.callId })).data;
    const agentCred = (await admin.get(CallPath.token(call.callId))).json().data;
    expect(visitorCred).toMatchObject({ callId: call.callId, provider: 'p2p', iceServers: [] });
    expect(visitorCred.expiresAt).toBeGreaterThan(t.clock.now);
    // The agent's offer reaches the visitor's event log; the visitor's answer and candidate reach the consoles.
    const offer = { type: 'offer', sdp: 'v=0 offer' };
    expect((await admin.post(CallPath.signal(call.callId), { token: agentCred.token, signal: offer })).statusCode).toBe(200);
    expect((await videoEvents()).map((e) => [e.action, e.signal])).toEqual([['signal', offer]]);
    const candidate = {
      type: 'candidate',
      candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 54321 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    for (const signal of [{ type: 'answer', sdp: 'v=0 answer' }, candidate]) {
      expect((await visitor.call(CallPath.videoSignal, { callId: call.callId, token: visitorCred.token, signal })).code).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(
      callEvents()
        .filter((e) => e.action === 'signal')
        .map((e) => e.signal),
    ).toEqual([{ type: 'answer', sdp: 'v=0 answer' }, candidate]);

    // videos/add: the visitor's media flows; the first report is kept.
    expect((await visitor.call(VideoPath.add, { callId: call.callId })).data.connectedAt).toBe(t.clock.now);
    const status = (await visitor.call(VisitorPath.adminVideoStatus)).data;
    expect(status).toMatchObject({ status: 1, call: { callId: call.callId, state: 'active' } });

    t.clock.advance(65_000);
    const ended = (await visitor.call(VisitorPath.expireVideoToken, { callId: call.callId })).data;
    expect(ended).toMatchObject({ state: 'ended', outcome: 'completed', durationMs: 65_000 });
    // Hanging up twice (both sides at once) is harmless; the credential died with the call.
    expect((await admin.post(CallPath.end(call.callId))).json().data).toMatchObject({ outcome: 'completed' });
    expect((await visitor.call(CallPath.videoSignal, { callId: call.callId, token: visitorCred.token, signal: offer })).code).toBe(409);
    expect((await visitor.call(VisitorPath.getVideoToken, { callId: call.callId })).code).toBe(409);

    const events = await drainEvents(visitor);
    expect(events.filter((e) => e.code === EventCode.VIDEO).map((e) => e.action)).toEqual(['ended']);
    const record = events.find((e) => e.code === EventCode.AGENT_MESSAGE && e.message.msgType === MsgType.CALL);
    expect(record.message.msgContent).toBe('Video call from Ada · completed · 1:05');
    const [stored] = await records();
    expect(stored!.call).toMatchObject({ outcome: 'completed', durationMs: 65_000, initiator: 'agent', callType: 'video' });
    // The console's history shows the record too.
    const history = (await admin.get(ConsolePath.messages(sessionId))).json().data;
    const items = (Array.isArray(history) ? history : (history.items ?? history.messages)) as Array<{ msgType: number }>;
    expect(items.filter((m) => m.msgType === MsgType.CALL)).toHaveLength(1);
  });

  it('S-CA4 the visitor refuses the agent: declined, recorded, and the agent is free to call again', async () => {
    const call = await agentRings(2);
    const declined = await visitor.call(CallPath.videoDecline, { callId: call.callId });
    expect(declined.data).toMatchObject({ state: 'ended', outcome: 'declined', callType: 'voice', durationMs: 0 });
    expect((await records())[0]!.call).toMatchObject({ outcome: 'declined' });
    expect(callEvents().at(-1)).toMatchObject({ action: 'ended', call: { outcome: 'declined' } });
    expect((await agentRings()).state).toBe('ringing');
  });

  it('S-CA5 an unanswered ring ends as missed after CALL_RING_MS, under a timer lease', async () => {
    const call = await agentRings();
    t.clock.advance(CALL_RING_MS - 1000);
    await runDueTimers(t.ctx);
    expect((await admin.get(CallPath.live)).json().data).toHaveLength(1);
    t.clock.advance(1000);
    expect(await runDueTimers(t.ctx)).toBeGreaterThan(0);
    expect((await admin.get(CallPath.live)).json().data).toEqual([]);
    const [record] = await records();
    expect(record!.call).toMatchObject({ callId: call.callId, outcome: 'missed', state: 'ended' });
    expect((await videoEvents()).map((e) => e.action)).toEqual(['ring', 'ended']);
    // Accepting after the time-out: the call is over.
    expect((await visitor.call(CallPath.videoAccept, { callId: call.callId })).code).toBe(409);
  });

  it('S-CA10 the visitor asks for a call; the agent accepts; switching to voice is told to the visitor and recorded', async () => {
    const asked = await visitor.call(VisitorPath.userVideoInvitation, { videoType: '1' });
    expect(asked.data).toMatchObject({ state: 'ringing', initiator: 'visitor', callType: 'video' });
    expect(callEvents().at(-1)).toMatchObject({ action: 'ring', call: { initiator: 'visitor' } });
    // The visitor cannot answer their own ring.
    expect((await visitor.call(CallPath.videoAccept, { callId: asked.data.callId })).code).toBe(409);
    expect((await admin.post(CallPath.accept(asked.data.callId))).json().data.state).toBe('active');
    const token = (await admin.get(CallPath.token(asked.data.callId))).json().data.token;
    await admin.post(CallPath.signal(asked.data.callId), { token, signal: { type: 'voice' } });
    const last = (await videoEvents()).at(-1);
    expect(last).toMatchObject({ action: 'signal', videoType: 2, signal: { type: 'voice' }, call: { callType: 'voice' } });
    const ended = (await admin.post(CallPath.end(asked.data.callId))).json().data;
    expect(ended).toMatchObject({ outcome: 'completed', callType: 'voice' });
  });

  it('S-CA11 a visitor request is refused with a clear message when no agent is connected', async () => {
    const lone = await newVisitor(t);
    const refused = await lone.call(VisitorPath.userVideoInvitation, { videoType: 1 });
    expect(refused).toMatchObject({ code: 409, message: 'No agent is connected to take a call' });
    expect((await lone.call(VisitorPath.adminVideoStatus)).data).toMatchObject({ status: 0, call: null });
    // The visitor's agent goes offline: refused too.
    await setPresence(admin, 'offline');
    expect((await visitor.call(VisitorPath.adminVideoStatus)).data).toMatchObject({
      status: 0,
      message: 'Your agent is not connected right now',
    });
    expect((await visitor.call(VisitorPath.userVideoInvitation, { videoType: 2 })).code).toBe(409);
    // Bad input names the field.
    const bad = await visitor.call(VisitorPath.userVideoInvitation, { videoType: 7 });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('videoType');
  });

  it('S-CA9 ICE servers per tenant: TURN credentials derived from the shared secret, the secret never answered', async () => {
    const settings = {
      stunUrls: ['stun:turn.example.com:3478'],
      turnUrls: ['turn:turn.example.com:3478?transport=udp'],
      turnSecret: 'coturn-shared',
      turnTtlSeconds: 600,
    };
    const saved = await admin.post(CallPath.settings, settings);
    expect(saved.json().data).toEqual({
      stunUrls: settings.stunUrls,
      turnUrls: settings.turnUrls,
      turnSecretSet: true,
      turnTtlSeconds: 600,
    });
    expect(saved.body).not.toContain('coturn-shared');
    expect((await admin.get(CallPath.settings)).body).not.toContain('coturn-shared');
    expect((await admin.post(CallPath.settings, { turnUrls: ['http://x'] })).json().message).toContain('turnUrls');
    const agent = await createAgent(t, admin);
    expect((await agent.get(CallPath.settings)).statusCode).toBe(403);

    const call = await agentRings();
    const cred = (await visitor.call(VisitorPath.getVideoToken)).data;
    const [stun, turn] = cred.iceServers;
    expect(stun).toEqual({ urls: settings.stunUrls });
    const expiry = Math.floor(t.clock.now / 1000) + 600;
    expect(turn).toEqual({
      urls: settings.turnUrls,
      username: `${expiry}:${call.callId}-visitor`,
      credential: createHmac('sha1', 'coturn-shared').update(`${expiry}:${call.callId}-visitor`).digest('base64'),
    });
    expect(cred.expiresAt).toBe(expiry * 1000);
    // Keeping the secret: a save without turnSecret leaves it; '' removes it and TURN with it.
    expect((await admin.post(CallPath.settings, { ...settings, turnSecret: undefined })).json().data.turnSecretSet).toBe(true);
    await admin.post(CallPath.settings, { ...settings, turnSecret: '' });
    expect((await visitor.call(VisitorPath.getVideoToken)).data.iceServers).toEqual([{ urls: settings.stunUrls }]);
  });

  it('S-CA5 a call left ringing by a conversation that ended is settled as missed when next met', async () => {
    const call = await agentRings();
    expect((await admin.post(ConsolePath.close(sessionId))).statusCode).toBe(200);
    expect((await admin.get(CallPath.live)).json().data).toEqual([]);
    const row = await t.ctx.db.kysely.selectFrom('calls').selectAll().where('id', '=', call.callId).executeTakeFirstOrThrow();
    expect([row.state, row.outcome]).toEqual(['ended', 'missed']);
  });
});
