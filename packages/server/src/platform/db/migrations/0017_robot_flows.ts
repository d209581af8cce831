import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/**
 * Guided robot flows (issue 20): every saved version of a robot's flows (a visitor inside a flow finishes on the
 * version they started), and each conversation's position in a flow.
 */
export function robotFlows(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('robot_flows')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('robot_no', 'text', (c) => c.notNull())
        .addColumn('flow_id', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('robot_flows_version', ['tenant_id', 'robot_no', 'flow_id', 'version'])
        .execute();
      await db.schema
        .createTable('robot_flow_runs')
        .addColumn('session_id', 'bigint', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('flow_id', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
