import type { z } from 'zod';
import {
  AGENT_GONE_AFTER_MS,
  API_KEYS_PER_WORKSPACE,
  API_KEY_LAST_USED_EVERY_MS,
  ApiCode,
  ApiScope,
  type AgentProfile,
  type ApiKey,
  type ApiKeyCreated,
  type apiKeyCreateBody,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { ApiError, notFound } from '../../platform/http/envelope.js';
import { effectivePresence } from '../agents/presence.js';
import { hashApiKey, newApiKey } from './apiKeySecret.js';

/** The api_keys table: an admin's keys made, listed and revoked; a request's key checked. */

const scopesOf = (text: string): ApiScope[] => text.split(',').filter((s): s is ApiScope => s === ApiScope.READ || s === ApiScope.WRITE);

export async function listApiKeys(ctx: AppContext, tenantId: string): Promise<ApiKey[]> {
  const rows = await ctx.db.kysely
    .selectFrom('api_keys')
    .leftJoin('agents', 'agents.id', 'api_keys.created_by')
    .select([
      'api_keys.id',
      'api_keys.name',
      'api_keys.shown',
      'api_keys.scopes',
      'api_keys.created_at',
      'api_keys.created_by',
      'api_keys.last_used_at',
      'agents.nickname',
    ])
    .where('api_keys.tenant_id', '=', tenantId)
    .where('api_keys.revoked_at', 'is', null)
    .orderBy('api_keys.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    shown: r.shown,
    scopes: scopesOf(r.scopes),
    createdAt: Number(r.created_at),
    createdBy: { agentId: Number(r.created_by), nickname: r.nickname ?? '' },
    lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
  }));
}

/** A new key acting as `admin`; the key is answered here and never again. */
export async function createApiKey(ctx: AppContext, admin: AgentProfile, body: z.output<typeof apiKeyCreateBody>): Promise<ApiKeyCreated> {
  const { key, shown, hash } = newApiKey();
  // write includes read: a key that may change data may read it.
  const scopes = body.scopes.includes(ApiScope.WRITE) ? [ApiScope.READ, ApiScope.WRITE] : [ApiScope.READ];
  const now = ctx.now();
  const id = await inTransaction(ctx, async (tx) => {
    const live = await tx.q
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', admin.tenantId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(live.n) >= API_KEYS_PER_WORKSPACE)
      throw new ApiError(ApiCode.CONFLICT, `A workspace has at most ${API_KEYS_PER_WORKSPACE} keys: revoke one first`);
    const row = await tx.q
      .insertInto('api_keys')
      .values({
        tenant_id: admin.tenantId,
        name: body.name,
        key_hash: hash,
        shown,
        scopes: scopes.join(','),
        created_by: admin.agentId,
        created_at: now,
        last_used_at: null,
        revoked_at: null,
        revoked_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
  return {
    key,
    apiKey: {
      id,
      name: body.name,
      shown,
      scopes,
      createdAt: now,
      createdBy: { agentId: admin.agentId, nickname: admin.nickname },
      lastUsedAt: null,
    },
  };
}

/** Revoked at once: every later request with the key finds it revoked (each request reads its row). */
export async function revokeApiKey(ctx: AppContext, admin: AgentProfile, id: number): Promise<void> {
  const res = await inTransaction(ctx, (tx) =>
    tx.q
      .updateTable('api_keys')
      .set({ revoked_at: ctx.now(), revoked_by: admin.agentId })
      .where('id', '=', id)
      .where('tenant_id', '=', admin.tenantId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst(),
  );
  if (Number(res.numUpdatedRows) === 0) throw notFound('No such API key');
}

/** A request's key: who it acts as and what it may do. */
export interface KeyHolder {
  keyId: number;
  scopes: ApiScope[];
  /** The admin who created the key: actions run as them. */
  agent: AgentProfile;
}

/**
 * The key's row, read on every request (so a revocation holds at once on every node), with its owner: a key works
 * only while it is not revoked, its owner is an active admin of the workspace, and the workspace is active.
 * Its last use is written when the stored one is a minute old or more.
 */
export async function authenticateApiKey(ctx: AppContext, key: string): Promise<KeyHolder | undefined> {
  const row = await ctx.db.kysely
    .selectFrom('api_keys')
    .innerJoin('agents', 'agents.id', 'api_keys.created_by')
    .innerJoin('tenants', 'tenants.id', 'api_keys.tenant_id')
    .select([
      'api_keys.id',
      'api_keys.tenant_id',
      'api_keys.scopes',
      'api_keys.last_used_at',
      'agents.id as agent_id',
      'agents.tenant_id as agent_tenant_id',
      'agents.email',
      'agents.nickname',
      'agents.avatar',
      'agents.role',
      'agents.capacity',
      'agents.presence',
      'agents.last_active_at',
      'agents.deactivated_at',
      'tenants.name as tenant_name',
      'tenants.status as tenant_status',
    ])
    .where('api_keys.key_hash', '=', hashApiKey(key))
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.agent_tenant_id !== row.tenant_id || row.role !== 'admin' || row.deactivated_at !== null || row.tenant_status !== 'active')
    return undefined;
  const now = ctx.now();
  if (row.last_used_at === null || now - Number(row.last_used_at) >= API_KEY_LAST_USED_EVERY_MS) {
    await inTransaction(ctx, (tx) => tx.q.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute(), {
      oneStatement: true,
    });
  }
  return {
    keyId: Number(row.id),
    scopes: scopesOf(row.scopes),
    agent: {
      agentId: Number(row.agent_id),
      tenantId: row.tenant_id,
      tenantName: row.tenant_name,
      tenantLogo: '',
      email: row.email,
      nickname: row.nickname,
      avatar: row.avatar,
      role: 'admin',
      presence: effectivePresence(row.presence, Number(row.last_active_at), now, AGENT_GONE_AFTER_MS),
      capacity: row.capacity,
      operator: false,
      twoFactorSetupRequired: false,
    },
  };
}

/** A deleted workspace's keys (operator/workspaceErasure). */
export async function eraseWorkspaceApiKeys(tx: Tx, tenantId: string): Promise<void> {
  await tx.q.deleteFrom('api_keys').where('tenant_id', '=', tenantId).execute();
}
