import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { init } from './migrations/0001_init.js';
import { robot } from './migrations/0002_robot.js';
import { routing } from './migrations/0003_routing.js';
import { evaluation } from './migrations/0004_evaluation.js';
import { uploads } from './migrations/0005_uploads.js';
import { formSubmitted } from './migrations/0006_form_submitted.js';
import { robotButtons } from './migrations/0007_robot_buttons.js';
import { robotUnanswered } from './migrations/0008_robot_unanswered.js';
import { channelSecrets } from './migrations/0009_channel_secrets.js';
import { tickets } from './migrations/0010_tickets.js';
import { agentEmailPerTenant } from './migrations/0011_agent_email_per_tenant.js';
import { privacy } from './migrations/0012_privacy.js';
import { robotFlows } from './migrations/0017_robot_flows.js';
import { visitorIdentity } from './migrations/0013_visitor_identity.js';
import { calls } from './migrations/0014_calls.js';
import { sensitiveWords } from './migrations/0019_sensitive_words.js';
import { jobs } from './migrations/0020_jobs.js';
import { dropJobLeases } from './migrations/0021_drop_job_leases.js';
import { workspaceSettings } from './migrations/0022_workspace_settings.js';
import { accounts } from './migrations/0030_accounts.js';
import { channelSites } from './migrations/0035_channel_sites.js';
import { reports } from './migrations/0040_reports.js';
import { apiKeys } from './migrations/0050_api_keys.js';
import { webhooks } from './migrations/0055_webhooks.js';
import { ticketMailReplies } from './migrations/0058_ticket_mail_replies.js';
import { reportCoveringIndex } from './migrations/0060_report_covering_index.js';
import { agentPresenceSpans } from './migrations/0065_agent_presence_spans.js';
import { clientIds } from './migrations/0070_client_ids.js';
import { ticketLinkRenewal } from './migrations/0075_ticket_link_renewal.js';
import { ratingTexts } from './migrations/0080_rating_texts.js';

/** Migrations are code, listed here in order; they run at every start and are idempotent by name. */
function migrationsFor(db: Db): Record<string, Migration> {
  return {
    '0001_init': init(db.dialect),
    '0002_robot': robot(db.dialect),
    '0003_routing': routing(db.dialect),
    '0004_evaluation': evaluation(db.dialect),
    '0005_uploads': uploads(db.dialect),
    '0006_form_submitted': formSubmitted(),
    '0007_robot_buttons': robotButtons(),
    '0008_robot_unanswered': robotUnanswered(db.dialect),
    '0009_channel_secrets': channelSecrets(),
    '0010_tickets': tickets(db.dialect),
    '0011_agent_email_per_tenant': agentEmailPerTenant(db.dialect),
    '0012_privacy': privacy(db.dialect),
    '0017_robot_flows': robotFlows(db.dialect),
    '0013_visitor_identity': visitorIdentity(),
    '0014_calls': calls(),
    '0019_sensitive_words': sensitiveWords(db.dialect),
    '0020_jobs': jobs(db.dialect),
    '0021_drop_job_leases': dropJobLeases(),
    '0022_workspace_settings': workspaceSettings(),
    '0030_accounts': accounts(db.dialect),
    '0035_channel_sites': channelSites(),
    '0040_reports': reports(),
    '0050_api_keys': apiKeys(db.dialect),
    '0055_webhooks': webhooks(db.dialect),
    '0058_ticket_mail_replies': ticketMailReplies(),
    '0060_report_covering_index': reportCoveringIndex(),
    '0065_agent_presence_spans': agentPresenceSpans(db.dialect),
    '0070_client_ids': clientIds(),
    '0075_ticket_link_renewal': ticketLinkRenewal(),
    '0080_rating_texts': ratingTexts(),
  };
}

export async function migrate(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) };
  // Migrations written on parallel branches may land in either order.
  // The bookkeeping tables are looked up in our own schema: other schemas of the database may have theirs.
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    allowUnorderedMigrations: true,
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
