import { sql, type Kysely } from 'kysely';
import { UNANSWERED_MAX_DAYS, questionWording, type RobotUnansweredItem } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';

/*
 * The robot's unanswered questions: every ranked question its knowledge base answered only with a clarify list
 * or not at all is kept (with the ask's own transaction), so an admin can see what visitors ask that no document
 * covers, add the wording to a document, and take it off the list.
 */

const DAY_MS = 86_400_000;
/** A stored question is cut here: the list shows wordings, not essays. */
const MAX_QUESTION = 500;

export async function recordUnanswered(
  trx: Kysely<Database>,
  row: { tenantId: string; robotNo: string; question: string; answerType: number; now: number },
): Promise<void> {
  const question = row.question.trim().slice(0, MAX_QUESTION);
  const key = questionWording(question);
  if (key === '') return;
  await trx
    .insertInto('robot_unanswered')
    .values({
      tenant_id: row.tenantId,
      robot_no: row.robotNo,
      question,
      question_key: key,
      answer_type: row.answerType,
      created_at: row.now,
    })
    .execute();
}

/** The most asked unanswered questions of the last `days`, with the latest wording of each. */
export async function listUnanswered(
  db: Kysely<Database>,
  tenantId: string,
  robotNo: string,
  opts: { days: number; limit: number; now: number },
): Promise<RobotUnansweredItem[]> {
  const since = opts.now - opts.days * DAY_MS;
  const scope = db
    .selectFrom('robot_unanswered')
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .where('created_at', '>=', since);
  const groups = await scope
    .select((eb) => [
      'question_key',
      eb.fn.countAll<number>().as('n'),
      sql<number>`sum(case when answer_type = 0 then 1 else 0 end)`.as('unknown'),
      eb.fn.max('created_at').as('last'),
      eb.fn.max('id').as('latest'),
    ])
    .groupBy('question_key')
    .orderBy('n', 'desc')
    .orderBy('last', 'desc')
    .limit(opts.limit)
    .execute();
  if (groups.length === 0) return [];
  const wordings = new Map(
    (
      await db
        .selectFrom('robot_unanswered')
        .select(['id', 'question'])
        .where(
          'id',
          'in',
          groups.map((g) => Number(g.latest)),
        )
        .execute()
    ).map((r) => [Number(r.id), r.question]),
  );
  return groups.map((g) => {
    const count = Number(g.n);
    const unknown = Number(g.unknown);
    return {
      question: wordings.get(Number(g.latest)) ?? g.question_key,
      count,
      unknown,
      clarify: count - unknown,
      lastAskedAt: Number(g.last),
    };
  });
}

/** Takes questions off the list, whatever their wording's case or spacing; answers how many asks that removed. */
export async function dismissUnanswered(
  db: Kysely<Database>,
  tenantId: string,
  robotNo: string,
  questions: readonly string[],
): Promise<number> {
  const keys = [...new Set(questions.map(questionWording).filter(Boolean))];
  if (keys.length === 0) return 0;
  const res = await db
    .deleteFrom('robot_unanswered')
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .where('question_key', 'in', keys)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Drops questions older than the list's longest period (run hourly by the background loop). */
export async function purgeOldUnanswered(ctx: AppContext): Promise<number> {
  const res = await ctx.db.kysely
    .deleteFrom('robot_unanswered')
    .where('created_at', '<', ctx.now() - UNANSWERED_MAX_DAYS * DAY_MS)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
