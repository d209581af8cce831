import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ApiKeyAdminPath } from '@parley/protocol';
import { hashPassword } from '../src/platform/auth/password.js';
import { loginAgent, type AgentSession } from './agents.js';
import type { TestApp } from './harness.js';

/** A REST client for one key. */
export interface KeyClient {
  key: string;
  id: number;
  get(url: string): Promise<LightMyRequestResponse>;
  send(method: 'POST' | 'PATCH', url: string, body: unknown): Promise<LightMyRequestResponse>;
}

export function keyClient(t: TestApp, key: string, id = 0): KeyClient {
  const authorization = `Bearer ${key}`;
  return {
    key,
    id,
    get: (url) => t.inject({ method: 'GET', url, headers: { authorization } }),
    send: (method, url, body) =>
      t.inject({ method, url, payload: body as object, headers: { authorization, 'content-type': 'application/json' } }),
  };
}

export async function createKey(t: TestApp, admin: AgentSession, scopes: string[], name = 'CRM'): Promise<KeyClient> {
  const res = await admin.post(ApiKeyAdminPath.keys, { name, scopes });
  expect(res.statusCode, res.body).toBe(200);
  const { key, apiKey } = res.json().data;
  return keyClient(t, key, apiKey.id);
}

/** A second workspace with its own admin (and nothing else). */
export async function otherWorkspace(t: TestApp, id: string): Promise<AgentSession> {
  const k = t.ctx.db.kysely;
  const now = Date.now();
  await k.insertInto('tenants').values({ id, name: id, created_at: now }).execute();
  await k
    .insertInto('channels')
    .values({ id, tenant_id: id, name: id, robot_no: id, settings: '{}', created_at: now, updated_at: now })
    .execute();
  await k
    .insertInto('agents')
    .values({
      tenant_id: id,
      email: `admin@${id}.example`,
      password_hash: await hashPassword('other-password-1'),
      nickname: `${id} admin`,
      avatar: '',
      signature: '',
      card: '{}',
      role: 'admin',
      capacity: 5,
      created_at: now,
    })
    .execute();
  return loginAgent(t, `admin@${id}.example`, 'other-password-1');
}
