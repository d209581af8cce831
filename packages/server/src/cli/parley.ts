import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { configFromEnv } from '../platform/config.js';
import {
  createWorkspaceWithAdmin,
  deleteWorkspace,
  resumeWorkspace,
  suspendWorkspace,
  workspaceStats,
} from '../domains/operator/workspaces.js';
import { formatBytes } from '@parley/protocol';

/*
 * The operator's command (issue 30 item 1), on the database the server uses (DATA_DIR / DATABASE_URL):
 *   npm run parley -- workspace create --name "Acme" --admin-email ops@acme.example [--locale en|zh] [--operator]
 *   npm run parley -- workspace list
 *   npm run parley -- workspace suspend <id>
 *   npm run parley -- workspace resume <id>
 *   npm run parley -- workspace delete <id> --name "Acme"
 * Mail is written as jobs that a running server sends; the first admin's link is printed here either way.
 */
const USAGE = `usage: parley workspace create --name <name> --admin-email <address> [--locale en|zh] [--operator]
       parley workspace list
       parley workspace suspend <id>
       parley workspace resume <id>
       parley workspace delete <id> --name <name, typed again>`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      locale: { type: 'string', default: 'en' },
      operator: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [group, command, id] = positionals;
  if (values.help || group !== 'workspace' || !command) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  // The app without its routes' listeners: migrations, the context the operator's actions need, no demo, no worker.
  const { app, ctx } = await buildApp({ config: { ...configFromEnv(), seedDemo: false }, logger: false, jobs: false, mailIn: false });
  try {
    switch (command) {
      case 'create': {
        const name = values.name?.trim();
        const email = values['admin-email']?.trim().toLowerCase();
        const locale = values.locale === 'zh' ? 'zh' : 'en';
        if (!name || !email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
          console.error(USAGE);
          return 2;
        }
        const made = await createWorkspaceWithAdmin(ctx, { name, adminEmail: email, locale, operator: values.operator });
        console.log(`Workspace "${name}" created: ${made.tenantId} (first channel ${made.tenantId})`);
        console.log(`First admin ${email}${values.operator ? ' (operator)' : ''}: set the password at this one-time link (valid 7 days):`);
        console.log(made.link);
        return 0;
      }
      case 'list': {
        const rows = await workspaceStats(ctx);
        if (!rows.length) console.log('No workspaces.');
        for (const w of rows)
          console.log(
            [
              w.tenantId,
              w.status,
              `"${w.name}"`,
              `${w.agents} agents`,
              `${w.channels} channels`,
              `${w.conversations30d} conversations (30 days)`,
              formatBytes(w.storageBytes),
            ].join('\t'),
          );
        return 0;
      }
      case 'suspend':
      case 'resume':
      case 'delete': {
        if (!id) {
          console.error(USAGE);
          return 2;
        }
        if (command === 'suspend') await suspendWorkspace(ctx, id);
        else if (command === 'resume') await resumeWorkspace(ctx, id);
        else await deleteWorkspace(ctx, id, values.name ?? '');
        console.log(
          command === 'delete'
            ? `Workspace ${id} closed; a running server erases its data in the background.`
            : `Workspace ${id} ${command === 'suspend' ? 'suspended' : 'resumed'}.`,
        );
        return 0;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
