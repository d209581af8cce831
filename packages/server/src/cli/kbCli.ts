import { readFileSync, writeFileSync } from 'node:fs';
import { configFromEnv } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { migrate } from '../platform/db/migrate.js';
import { formatOf, parseKb, serializeKb } from '../domains/robot/kbFormat.js';
import { inTransaction } from '../platform/db/unitOfWork.js';
import { importDocs, listDocs } from '../domains/robot/kbStore.js';

/*
 * npm run kb -- import --channel <channelId> <file.json|file.csv>
 * npm run kb -- export --channel <channelId> [file.json|file.csv]   (JSON on stdout without a file)
 * Opens the database the server uses (DATA_DIR / DATABASE_URL). A running server notices the
 * change within a few seconds (its index checks the documents' stamp).
 */
const USAGE = 'usage: kb import --channel <channelId> <file>\n       kb export --channel <channelId> [file]';

function parseArgs(argv: string[]): { command: string; channel: string; file?: string } {
  const [command, ...rest] = argv;
  let channel = '';
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--channel') channel = rest[++i] ?? '';
    else positional.push(rest[i]!);
  }
  if ((command !== 'import' && command !== 'export') || !channel || positional.length > 1 || (command === 'import' && !positional[0])) {
    throw new Error(USAGE);
  }
  return { command, channel, file: positional[0] };
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const config = configFromEnv();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema });
  try {
    await migrate(db);
    const channel = await db.kysely
      .selectFrom('channels')
      .select(['tenant_id', 'robot_no'])
      .where('id', '=', args.channel)
      .executeTakeFirst();
    if (!channel) {
      console.error(`No channel ${args.channel}`);
      return 1;
    }
    if (args.command === 'export') {
      const docs = await listDocs(db.kysely, channel.tenant_id, channel.robot_no);
      const text = serializeKb(docs, args.file ? formatOf(args.file) : 'json');
      if (args.file) {
        writeFileSync(args.file, text);
        console.error(`Exported ${docs.length} documents of robot ${channel.robot_no} to ${args.file}`);
      } else process.stdout.write(text);
      return 0;
    }
    const file = args.file!;
    const { docs, errors } = parseKb(readFileSync(file, 'utf8'), formatOf(file));
    if (errors.length) {
      for (const e of errors) console.error(`${file}: ${e}`);
      console.error(`${errors.length} bad row(s): nothing imported`);
      return 1;
    }
    const { inserted, updated } = await inTransaction({ db, log: { warn: () => undefined } }, (tx) =>
      importDocs(tx.q, channel.tenant_id, channel.robot_no, docs, Date.now()),
    );
    console.error(`Imported ${docs.length} documents into robot ${channel.robot_no}: ${inserted} new, ${updated} replaced`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: Error) => {
    console.error(err.message);
    process.exitCode = 2;
  },
);
