import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/**
 * Accounts (issue 30): one-time links (invitations, password resets, address checks, sign-up invitations) stored
 * hashed; agents' two-factor secrets and recovery codes; an agent's deactivation, operator mark and confirmed
 * address; a session that must set up two-factor first; a workspace's two-factor requirement.
 */
export function accounts(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_links')
        .addColumn('id', id.type, id.build)
        // Null for an operator's sign-up invitation (no workspace yet).
        .addColumn('tenant_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        // SHA-256 of the whole token: the link itself is never stored.
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'bigint')
        .addColumn('role', 'text')
        .addColumn('group_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('invited_by', 'bigint')
        // 1: the invitee becomes an operator (`workspace create --operator`).
        .addColumn('operator', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('account_links_tenant').on('account_links').columns(['tenant_id', 'kind']).execute();
      await db.schema.createIndex('account_links_agent').on('account_links').columns(['agent_id', 'kind']).execute();

      await db.schema
        .createTable('account_factors')
        .addColumn('agent_id', 'bigint', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        // The TOTP secret sealed with the server secret (auth/secretBox.ts).
        .addColumn('secret', 'text', (c) => c.notNull())
        // Null while being set up: in force once a first code was right.
        .addColumn('enabled_at', 'bigint')
        // The highest 30 s step a code was accepted for: a code is never accepted twice.
        .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
        // JSON list of SHA-256 hashes of the unused recovery codes.
        .addColumn('recovery_codes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_factors_tenant').on('account_factors').column('tenant_id').execute();

      await db.schema.alterTable('agents').addColumn('deactivated_at', 'bigint').execute();
      await db.schema
        .alterTable('agents')
        .addColumn('operator', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('agents').addColumn('email_verified_at', 'bigint').execute();
      await db.schema
        .alterTable('agent_sessions')
        .addColumn('needs_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('agent_sessions_agent').on('agent_sessions').column('agent_id').execute();
      await db.schema
        .alterTable('tenants')
        .addColumn('require_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
