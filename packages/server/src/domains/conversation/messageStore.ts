import { sql, type Kysely } from 'kysely';
import { SenderType } from '@parley/protocol';
import { precompiled } from '../../platform/db/precompiled.js';
import type { Batchable } from '../../platform/db/statementBatch.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { guardedRowsStatement, type GuardedRow } from './messageBatch.js';
import type { Database, MessageRow } from '../../platform/db/schema.js';

export interface NewChatMessage {
  tenantId: string;
  sessionId: number;
  visitorId: number;
  senderType: number;
  senderId?: number | null;
  senderName: string;
  msgType: number;
  content: string;
  extra?: Record<string, unknown>;
  clientId?: string | null;
  inside?: boolean;
  sensitive?: boolean;
  now: number;
  /**
   * Write only if the session still has this status (checked in the INSERT itself): for a session read from a
   * cache (sessionStore's `cachedLiveSession`). When it has moved on, nothing is written and `SessionMoved` is thrown.
   */
  expectStatus?: number;
}

/** The session of a guarded insert (`expectStatus`) was no longer as read: nothing was written. */
export class SessionMoved extends Error {
  constructor() {
    super('the conversation changed since it was read');
  }
}

/**
 * The row's columns with their PostgreSQL types, in the order of the bound values. The row is answered as written
 * (only its id comes back): reading all fifteen columns back cost PostgreSQL's driver more than the insert.
 */
const COLUMN_TYPES = [
  ['tenant_id', 'text'],
  ['session_id', 'bigint'],
  ['visitor_id', 'bigint'],
  ['sender_type', 'integer'],
  ['sender_id', 'bigint'],
  ['sender_name', 'text'],
  ['msg_type', 'integer'],
  ['content', 'text'],
  ['extra', 'text'],
  ['client_id', 'text'],
  ['inside_flag', 'integer'],
  ['sensitive_flag', 'integer'],
  ['created_at', 'bigint'],
] as const;

/** Compiled once and prepared by name on PostgreSQL: every message of every sender is this insert. */
const insertRow = precompiled(
  (db, p) =>
    db
      .insertInto('messages')
      .values({
        ...(Object.fromEntries(COLUMN_TYPES.map(([c], i) => [c, p(i)])) as Record<(typeof COLUMN_TYPES)[number][0], never>),
        recall_flag: 0,
      })
      .returning('id'),
  { prepared: true },
);

/**
 * The same row as an INSERT … SELECT that writes it only while the session has the expected status: the check and
 * the write are one statement (one round trip on PostgreSQL, where the bound values are cast to the column types).
 */
const insertRowIfStatus = precompiled(
  (db, p) =>
    db
      .insertInto('messages')
      .columns([...COLUMN_TYPES.map(([c]) => c), 'recall_flag'])
      .expression(
        db
          .selectNoFrom([...COLUMN_TYPES.map(([c, type], i) => sql`cast(${p(i)} as ${sql.raw(type)})`.as(c)), sql.lit(0).as('recall_flag')])
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('sessions')
                .select(sql.lit(1).as('one'))
                .where('id', '=', p(COLUMN_TYPES.length))
                .where('status', '=', p(COLUMN_TYPES.length + 1)),
            ),
          ),
      )
      .returning('id'),
  { prepared: true },
);

/**
 * The row itself; only `postMessage` (messageActions.ts) calls this, so every message is told about alike. A guarded
 * row is the unit of work's batched write (`tx.batched`): shared with other visitors' rows where the unit opted in.
 */
export async function insertMessage(tx: Pick<Tx, 'q' | 'batched'>, m: NewChatMessage): Promise<MessageRow> {
  const row: Omit<MessageRow, 'id'> = {
    tenant_id: m.tenantId,
    session_id: m.sessionId,
    visitor_id: m.visitorId,
    sender_type: m.senderType,
    sender_id: m.senderId ?? null,
    sender_name: m.senderName,
    msg_type: m.msgType,
    content: m.content,
    extra: JSON.stringify(m.extra ?? {}),
    client_id: m.clientId ?? null,
    recall_flag: 0,
    inside_flag: m.inside ? 1 : 0,
    sensitive_flag: m.sensitive ? 1 : 0,
    created_at: m.now,
  };
  const values = COLUMN_TYPES.map(([c]) => row[c]);
  let id: number | undefined;
  if (m.expectStatus === undefined) id = (await insertRow.execute(tx.q, values))[0]?.id;
  else id = await tx.batched(guardedInsert, { values, sessionId: m.sessionId, expectStatus: m.expectStatus });
  if (id === undefined) throw new SessionMoved();
  return { id: Number(id), ...row };
}

/** A guarded row alone, or many in one statement on PostgreSQL (messageBatch.ts); the id, or undefined if the session moved on. */
const guardedInsert: Batchable<GuardedRow, number | undefined> = {
  async one(q, row) {
    const [written] = await insertRowIfStatus.execute(q, [...row.values, row.sessionId, row.expectStatus]);
    return written?.id;
  },
  many: guardedRowsStatement(COLUMN_TYPES),
};

export async function messageByClientId(q: Kysely<Database>, visitorId: number, clientId: string): Promise<MessageRow | undefined> {
  return q.selectFrom('messages').selectAll().where('visitor_id', '=', visitorId).where('client_id', '=', clientId).executeTakeFirst();
}

/** Whether the visitor wrote in the session at or after `since` (a timer waiting on them has lapsed). */
export async function visitorWroteSince(q: Kysely<Database>, sessionId: number, since: number): Promise<boolean> {
  const row = await q
    .selectFrom('messages')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('sender_type', '=', SenderType.VISITOR)
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
