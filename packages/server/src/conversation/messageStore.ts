import type { Kysely } from 'kysely';
import { precompiled } from '../db/precompiled.js';
import type { Database, MessageRow } from '../db/schema.js';

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
}

/** Compiled once: every message of every sender is this insert. */
const insertRow = precompiled((db, p) =>
  db
    .insertInto('messages')
    .values({
      tenant_id: p(0),
      session_id: p(1),
      visitor_id: p(2),
      sender_type: p(3),
      sender_id: p(4),
      sender_name: p(5),
      msg_type: p(6),
      content: p(7),
      extra: p(8),
      client_id: p(9),
      recall_flag: 0,
      inside_flag: p(10),
      sensitive_flag: p(11),
      created_at: p(12),
    })
    .returningAll(),
);

/** The row itself; only `postMessage` (messageActions.ts) calls this, so every message is told about alike. */
export async function insertMessage(q: Kysely<Database>, m: NewChatMessage): Promise<MessageRow> {
  const [row] = await insertRow.execute(q, [
    m.tenantId,
    m.sessionId,
    m.visitorId,
    m.senderType,
    m.senderId ?? null,
    m.senderName,
    m.msgType,
    m.content,
    JSON.stringify(m.extra ?? {}),
    m.clientId ?? null,
    m.inside ? 1 : 0,
    m.sensitive ? 1 : 0,
    m.now,
  ]);
  return row!;
}

export async function messageByClientId(q: Kysely<Database>, visitorId: number, clientId: string): Promise<MessageRow | undefined> {
  return q.selectFrom('messages').selectAll().where('visitor_id', '=', visitorId).where('client_id', '=', clientId).executeTakeFirst();
}
