import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/** Workspace API keys (issue 32 item 1): stored as the SHA-256 of the key, with its visible start and scopes. */
export function apiKeys(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_keys')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        // SHA-256 (hex) of the whole key: a request's key is found by its hash, the key itself is never stored.
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        // `pk_` and the 8 public characters, shown in lists.
        .addColumn('shown', 'text', (c) => c.notNull())
        // Comma-separated protocol ApiScope values.
        .addColumn('scopes', 'text', (c) => c.notNull())
        // The admin who created it: the key acts as them.
        .addColumn('created_by', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .addColumn('revoked_by', 'bigint')
        .execute();
      await db.schema.createIndex('api_keys_tenant').on('api_keys').columns(['tenant_id', 'revoked_at']).execute();
    },
  };
}
