import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SenderType, VisitorPath } from '@parley/protocol';
import { postMessageAlone } from '../src/domains/conversation/messageActions.js';
import { activeSession } from '../src/domains/conversation/sessionStore.js';
import { inTransaction, NotOneStatement } from '../src/platform/db/unitOfWork.js';
import { newVisitor } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/**
 * The unit of work counts its own statements (issue 29 item 3): a unit declared as one statement (on PostgreSQL run
 * without BEGIN and COMMIT) cannot send a second, and a visitor's message whose plan writes twice runs in a
 * transaction, so a failure of its second write leaves no row.
 */
describe.each(dialects)('one-statement units on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const notes = async () => (await sql<{ body: string }>`select body from unit_notes order by body`.execute(t.ctx.db.kysely)).rows;

  it('a unit declared as one statement is refused its second before it is sent', async () => {
    await sql`create table unit_notes (body text not null)`.execute(t.ctx.db.kysely);
    const twice = inTransaction(
      t.ctx,
      async (tx) => {
        await sql`insert into unit_notes (body) values ('first')`.execute(tx.q);
        await sql`insert into unit_notes (body) values ('second')`.execute(tx.q);
      },
      { oneStatement: true },
    );
    await expect(twice).rejects.toBeInstanceOf(NotOneStatement);
    // The second never reached the database. On SQLite the unit is a transaction, so the first is undone too; on
    // PostgreSQL the first ran alone, as declared (which is why the hot path derives its declaration, test below).
    expect(await notes()).toEqual(dialect === 'sqlite' ? [] : [{ body: 'first' }]);
    expect(
      await inTransaction(t.ctx, async (tx) => (await sql`insert into unit_notes (body) values ('one')`.execute(tx.q), 'ok'), {
        oneStatement: true,
      }),
    ).toBe('ok');
  });

  it("a visitor's message whose plan writes twice is atomic: its second write failing leaves no row", async () => {
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'hello' })).code).toBe(200);
    const visitor = await t.ctx.db.kysely.selectFrom('visitors').selectAll().where('user_id', '=', v.userId).executeTakeFirstOrThrow();
    const session = (await activeSession(t.ctx.db.kysely, visitor.id))!;
    // The visitor's last-seen time is due again, so the plan writes the row and then touches the visitor; the
    // touch is made to fail.
    t.clock.advance(60_000);
    if (dialect === 'sqlite') {
      await sql`create trigger refuse_touch before update of last_seen_at on visitors begin select raise(abort, 'touch refused'); end`.execute(
        t.ctx.db.kysely,
      );
    } else {
      await sql`create function refuse_touch() returns trigger language plpgsql as $$ begin raise exception 'touch refused'; end $$`.execute(
        t.ctx.db.kysely,
      );
      await sql`create trigger refuse_touch before update of last_seen_at on visitors for each row execute function refuse_touch()`.execute(
        t.ctx.db.kysely,
      );
    }
    const message = (content: string, visitorSeenAt: number) =>
      postMessageAlone(t.ctx, {
        session,
        sender: { type: SenderType.VISITOR, name: '' },
        msgType: 1,
        content,
        sessionFromCache: true,
        visitorSeenAt,
      });
    await expect(message('row and touch', 0)).rejects.toThrow(/touch refused/);
    const stored = (content: string) => t.ctx.db.kysely.selectFrom('messages').select('id').where('content', '=', content).execute();
    expect(await stored('row and touch')).toEqual([]);
    // With the last-seen time fresh, the plan is the row alone: written.
    expect((await message('row alone', t.clock.now)).content).toBe('row alone');
    expect(await stored('row alone')).toHaveLength(1);
  });
});
