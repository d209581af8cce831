import { expect } from 'vitest';
import { AdminPath, ConsolePath, VisitorPath } from '@parley/protocol';
import { DEMO_PASSWORD, type TestApp } from './harness.js';

/** Test helpers that act as agents and visitors through the real HTTP API. */

export interface AgentSession {
  agentId: number;
  cookie: string;
  get(url: string): Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json(): any }>;
  post(url: string, body?: unknown): Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json(): any }>;
  del(url: string): Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json(): any }>;
}

export async function loginAgent(t: TestApp, email: string, password: string): Promise<AgentSession> {
  const res = await t.post(ConsolePath.login, { email, password });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'parley_session')!.value;
  const headers = { cookie: `parley_session=${cookie}` };
  return {
    agentId: res.json().data.agentId,
    cookie,
    get: (url) => t.inject({ method: 'GET', url, headers }),
    post: (url, body = {}) =>
      t.inject({ method: 'POST', url, payload: body as object, headers: { ...headers, 'content-type': 'application/json' } }),
    del: (url) => t.inject({ method: 'DELETE', url, headers }),
  };
}

export const loginAdmin = (t: TestApp) => loginAgent(t, 'admin@demo.parley.local', DEMO_PASSWORD);

let counter = 0;
export async function createAgent(t: TestApp, admin: AgentSession, over: Record<string, unknown> = {}): Promise<AgentSession> {
  const email = `agent${++counter}-${Date.now()}@demo.parley.local`;
  const res = await admin.post(AdminPath.agents, { email, password: 'agent-password', nickname: `Agent ${counter}`, capacity: 1, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return loginAgent(t, email, 'agent-password');
}

export async function setPresence(agent: AgentSession, presence: 'online' | 'busy' | 'offline') {
  const res = await agent.post(ConsolePath.presence, { presence });
  expect(res.statusCode).toBe(200);
}

export interface VisitorHandle {
  userId: string;
  headers: Record<string, string>;
  lastEventId: number;
  call(path: string, body?: Record<string, unknown>): Promise<any>;
}

export async function newVisitor(t: TestApp, channelId = 'demo'): Promise<VisitorHandle> {
  const d = (await t.post(VisitorPath.chatStart, { channelId })).json().data;
  const headers = { token: d.token };
  return {
    userId: d.userId,
    headers,
    lastEventId: d.lastEventId,
    call: async (path, body = {}) => (await t.post(path, { userId: d.userId, ...body }, headers)).json(),
  };
}

/** Events the visitor has not read yet, advancing their cursor. */
export async function drainEvents(v: VisitorHandle): Promise<any[]> {
  const res = await v.call(VisitorPath.getEventMsg, { lastEventId: v.lastEventId });
  expect(res.code).toBe(200);
  v.lastEventId = res.data.lastEventId;
  return res.data.msgList;
}
