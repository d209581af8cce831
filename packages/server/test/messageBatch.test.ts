import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { SenderType, UserStatus, VisitorPath } from '@parley/protocol';
import type { Database } from '../src/platform/db/schema.js';
import { PreparingClient } from '../src/platform/db/preparedStatements.js';
import { SessionMoved, insertMessage } from '../src/domains/conversation/messageStore.js';
import { inTransaction, type TxContext } from '../src/platform/db/unitOfWork.js';
import { newVisitor } from './agents.js';
import { PG_URL, createTestApp, dialects, type TestApp } from './harness.js';

/**
 * PostgreSQL's group commit for a visitor's guarded message insert (`tx.batched` in a unit that opted into `batch`,
 * platform/db/statementBatch.ts, conversation/messageBatch.ts): the inserts of one I/O phase share one statement whose
 * text is the same for any number of rows, each row keeps its own guard and id, and a batch that fails is written row
 * by row.
 */
describe.runIf(dialects.includes('postgres'))('message inserts batched on postgres', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let ctx: TxContext;
  let statements: string[];
  let sessions: Array<{ id: number; visitor_id: number }>;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    for (let i = 0; i < 4; i++)
      expect((await (await newVisitor(t)).call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'hi' })).code).toBe(200);
    sessions = await t.ctx.db.kysely.selectFrom('sessions').select(['id', 'visitor_id']).orderBy('id').execute();
    // A second pool on the app's schema whose statements are counted.
    const pool = new pg.Pool({ Client: PreparingClient, connectionString: PG_URL, max: 4, options: `-c search_path="${t.ctx.db.schema}"` });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (e) => void statements.push(e.query.sql) });
    ctx = { db: { kysely: db, dialect: 'postgres', close: () => db.destroy() }, log: { warn: () => undefined } };
  });
  afterAll(async () => {
    await db?.destroy();
    await t?.close();
  });

  const message = (
    s: { id: number; visitor_id: number },
    content: string,
    clientId: string | null,
    expectStatus: number = UserStatus.ROBOT,
  ) =>
    inTransaction(
      ctx,
      (tx) =>
        insertMessage(tx, {
          tenantId: 'demo',
          sessionId: s.id,
          visitorId: s.visitor_id,
          senderType: SenderType.VISITOR,
          senderName: '',
          msgType: 1,
          content,
          clientId,
          now: t.clock.now,
          expectStatus,
        }),
      { oneStatement: true, batch: true },
    );
  const stored = (content: string) =>
    t.ctx.db.kysely.selectFrom('messages').select(['id', 'session_id']).where('content', '=', content).execute();

  it('writes the messages of one I/O phase in one statement, each with its own id', async () => {
    statements = [];
    const rows = await Promise.all(sessions.map((s, i) => message(s, `batch ${i}`, `b-${i}`)));
    expect(statements).toHaveLength(1);
    expect(new Set(rows.map((r) => r.id)).size).toBe(sessions.length);
    // Two rows go out as the same text as four: one prepared statement for any number of rows.
    await Promise.all(sessions.slice(0, 2).map((s, i) => message(s, `pair ${i}`, `p-${i}`)));
    expect(statements).toHaveLength(2);
    expect(statements[1]).toBe(statements[0]);
    expect(statements[0]).toMatch(/unnest\(/);
    for (const [i, r] of rows.entries()) expect(await stored(`batch ${i}`)).toEqual([{ id: r.id, session_id: sessions[i]!.id }]);
  });

  it("keeps each row's guard: a session that moved on gets nothing, the others are written", async () => {
    statements = [];
    const outcomes = await Promise.allSettled(
      sessions.map((s, i) => message(s, `guard ${i}`, `g-${i}`, i === 1 ? UserStatus.AGENT : UserStatus.ROBOT)),
    );
    expect(statements).toHaveLength(1);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(SessionMoved);
    expect(await stored('guard 1')).toEqual([]);
    expect(await stored('guard 2')).toHaveLength(1);
  });

  it('writes a failed batch row by row: a twin of a local id loses alone, the rest are kept once', async () => {
    statements = [];
    const [s0, s1] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const outcomes = await Promise.allSettled([
      message(s0, 'twin', 'same-id'),
      message(s0, 'twin', 'same-id'),
      message(s1, 'bystander', 'by-1'),
    ]);
    // The batch, then each row alone.
    expect(statements).toHaveLength(4);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await stored('twin')).toHaveLength(1);
    expect(await stored('bystander')).toHaveLength(1);
  });
});
