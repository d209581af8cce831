import type { Kysely } from 'kysely';
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

/** The row itself; only `postMessage` (messageActions.ts) calls this, so every message is told about alike. */
export async function insertMessage(q: Kysely<Database>, m: NewChatMessage): Promise<MessageRow> {
  return q
    .insertInto('messages')
    .values({
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
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function messageByClientId(q: Kysely<Database>, visitorId: number, clientId: string): Promise<MessageRow | undefined> {
  return q.selectFrom('messages').selectAll().where('visitor_id', '=', visitorId).where('client_id', '=', clientId).executeTakeFirst();
}
