import { questionWording, robotUnansweredQuery, type KbDocument, type RobotUnansweredItem } from '@parley/protocol';

/*
 * The Knowledge base's unanswered questions. The period and list size come from the protocol schema, so the page
 * never asks for a value the server refuses.
 */

const shape = robotUnansweredQuery.shape;

/** The server's own default period, shown first. */
export const DEFAULT_DAYS = robotUnansweredQuery.parse({}).days;
/** A week, a month, and as far back as the server looks. */
export const PERIODS = [7, 30, shape.days.unwrap().maxValue!];
/** The whole list is asked for at once, so the count beside its label is the real one up to this many. */
export const UNANSWERED_LIMIT = shape.limit.unwrap().maxValue!;

/** The count beside "Unanswered questions": a full list may have left some out. */
export const unansweredCount = (n: number): string => (n >= UNANSWERED_LIMIT ? `${UNANSWERED_LIMIT}+` : String(n));

/** How visitors were answered: "3 no answer", "1 did you mean"; a part that never happened is left out. */
export function answerSplit(item: Pick<RobotUnansweredItem, 'unknown' | 'clarify'>): Array<{ kind: 'unknown' | 'clarify'; text: string }> {
  const parts = [
    { kind: 'unknown' as const, n: item.unknown, text: `${item.unknown} no answer` },
    { kind: 'clarify' as const, n: item.clarify, text: `${item.clarify} did you mean` },
  ];
  return parts.filter((p) => p.n > 0).map(({ kind, text }) => ({ kind, text }));
}

/**
 * The document with the visitor's question added to its similar questions, or null when the document already
 * reads that way (its question or a similar one, ignoring case, width, spacing and end punctuation).
 */
export function withSimilarQuestion(doc: KbDocument, question: string): KbDocument | null {
  const asked = questionWording(question);
  if ([doc.question, ...doc.similarQuestions].some((q) => questionWording(q) === asked)) return null;
  return { ...doc, similarQuestions: [...doc.similarQuestions, question.trim()] };
}
