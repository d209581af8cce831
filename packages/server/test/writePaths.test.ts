import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (issue 29 item 1; issue 12's one write path, kept): every table has one module that writes it,
 * and a write anywhere else fails here with its file and line. Writes are found in the query builder
 * (insertInto/updateTable/deleteFrom, split over lines or not) and in raw SQL (insert into, update … set, delete
 * from). Migrations create the tables and are left out.
 */
const src = fileURLToPath(new URL('../src', import.meta.url));

/** Each table and the folder (or file) that owns it, relative to src/. */
const OWNERS: Record<string, string> = {
  tenants: 'domains/workspaces/',
  channels: 'domains/channels/',
  channel_secrets: 'domains/channels/',
  agents: 'domains/agents/',
  agent_sessions: 'domains/agents/',
  agent_presence_spans: 'domains/agents/',
  groups: 'domains/agents/',
  group_members: 'domains/agents/',
  visitors: 'domains/visitors/',
  sessions: 'domains/conversation/',
  messages: 'domains/conversation/',
  timers: 'domains/conversation/',
  evaluations: 'domains/evaluation/',
  uploads: 'domains/media/',
  robot_docs: 'domains/robot/',
  robot_feedback: 'domains/robot/',
  robot_unanswered: 'domains/robot/',
  robot_flows: 'domains/robot/',
  robot_flow_runs: 'domains/robot/',
  sensitive_lists: 'domains/sensitive/',
  leave_messages: 'domains/tickets/',
  ticket_templates: 'domains/tickets/',
  tickets: 'domains/tickets/',
  ticket_handles: 'domains/tickets/',
  ticket_views: 'domains/tickets/',
  privacy_audit: 'domains/privacy/',
  jobs: 'platform/jobs/',
  calls: 'domains/calls/',
  call_settings: 'domains/calls/',
  account_links: 'domains/accounts/',
  account_factors: 'domains/accounts/',
  webhook_subscriptions: 'domains/webhooks/',
  webhook_deliveries: 'domains/webhooks/',
  api_keys: 'domains/apiKeys/',
};
/** The event log: the conversation module appends (S-EV1), events/ purges. */
const EVENT_APPENDS = 'domains/conversation/visitorEvents.ts';
const EVENT_PURGES = 'domains/events/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({
  rel: relative(src, path).split(sep).join('/'),
  // Comments may name statements ("delete from events once purged"): only code counts.
  text: readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/\/\/[^\n]*/g, ''),
}));

interface Write {
  table: string;
  kind: 'insert' | 'update' | 'delete';
  at: string;
}

const PATTERNS: Array<[RegExp, Write['kind'] | null]> = [
  [/\b(insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(\s*['"`]([a-z_]+)/g, null],
  [/\binsert\s+into\s+"?([a-z_]+)"?/gi, 'insert'],
  [/\bupdate\s+"?([a-z_]+)"?\s+set\b/gi, 'update'],
  [/\bdelete\s+from\s+"?([a-z_]+)"?/gi, 'delete'],
];
const kindOf = (method: string): Write['kind'] => (method === 'updateTable' ? 'update' : method === 'deleteFrom' ? 'delete' : 'insert');

const writes: Write[] = files.flatMap(({ rel, text }) =>
  PATTERNS.flatMap(([re, kind]) =>
    [...text.matchAll(re)].map((m) => ({
      table: (kind ? m[1] : m[2])!.toLowerCase(),
      kind: kind ?? kindOf(m[1]!),
      at: `${rel}:${text.slice(0, m.index).split('\n').length}`,
    })),
  ),
);

function tables(): string[] {
  const schema = readFileSync(join(src, 'platform/db/schema.ts'), 'utf8');
  const body = /export interface Database \{([\s\S]*?)\n\}/.exec(schema)![1]!;
  return [...body.matchAll(/^\s+([a-z_]+):/gm)].map((m) => m[1]!);
}

describe('write paths', () => {
  it('every table has exactly one owner, and the map names no table the schema lacks', () => {
    expect(tables().filter((t) => t !== 'events' && !OWNERS[t])).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !tables().includes(t))).toEqual([]);
  });

  it('every write, raw SQL included, is in its table owner', () => {
    // The scan sees raw SQL: the message batch's statement is one of the conversation's writes.
    expect(writes.some((w) => w.table === 'messages' && w.at.startsWith('domains/conversation/messageBatch.ts'))).toBe(true);
    const stray = writes.filter((w) => w.table !== 'events' && !w.at.startsWith(OWNERS[w.table] ?? '\0'));
    expect(stray.map((w) => `${w.kind} ${w.table} at ${w.at}`)).toEqual([]);
  });

  it('events are appended by the conversation module and purged by events/ only', () => {
    const events = writes.filter((w) => w.table === 'events');
    expect(events.filter((w) => w.kind === 'insert' && !w.at.startsWith(EVENT_APPENDS)).map((w) => w.at)).toEqual([]);
    expect(events.filter((w) => w.kind !== 'insert' && !w.at.startsWith(EVENT_PURGES)).map((w) => w.at)).toEqual([]);
    expect(events.some((w) => w.kind === 'insert')).toBe(true);
  });

  it('every file that writes a visitor or a session tells the caches of the message path after its commit', () => {
    // visitors/visitorStore.ts and conversation/sessionStore.ts keep those rows per node (issue 17); a writer that
    // does not drop them leaves a stale copy on every node for up to the bus cache's bound.
    const filesWriting = (table: string, kinds: Write['kind'][]) => [
      ...new Set(writes.filter((w) => w.table === table && kinds.includes(w.kind)).map((w) => w.at.slice(0, w.at.lastIndexOf(':')))),
    ];
    const tells = (file: string, calls: RegExp) => calls.test(files.find((f) => f.rel === file)!.text);
    const visitorWriters = filesWriting('visitors', ['update', 'delete']);
    expect(visitorWriters.length).toBeGreaterThan(0);
    expect(visitorWriters.filter((f) => !tells(f, /\b(afterVisitorWrite|visitorWritten)\(/))).toEqual([]);
    const sessionWriters = filesWriting('sessions', ['insert', 'update']);
    expect(sessionWriters.filter((f) => !tells(f, /\bafterSessionWrite\(/))).toEqual([]);
    // Deleted with the visitor: their erasure drops the session copy.
    expect(tells('domains/privacy/visitorData.ts', /\bafterSessionWrite\(/)).toBe(true);
  });

  it('the bus is published to by the conversation module and the caches only', () => {
    const allowed = [
      'domains/conversation/visitorEvents.ts',
      'domains/conversation/agentNotices.ts',
      'platform/bus/busCache.ts',
      'domains/robot/robotCache.ts',
    ];
    const publishers = files.filter((f) => /\bbus\.publish\(/.test(f.text)).map((f) => f.rel);
    expect(publishers.filter((f) => !allowed.includes(f))).toEqual([]);
  });

  it('transactions are opened by the unit of work only', () => {
    const opened = files.filter((f) => /\.transaction\(\)/.test(f.text)).map((f) => f.rel);
    expect(opened).toEqual(['platform/db/unitOfWork.ts']);
  });
});
