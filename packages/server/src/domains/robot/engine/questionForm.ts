/**
 * What form of answer a question asks for. Two documents about the same thing often differ only
 * there: "how do I get it repaired" (a procedure) against "how long is the warranty" (a duration),
 * "where do I find my coupons" against "why won't my coupon apply". The words that carry the form
 * (how, 多久, 在哪) are stop words for ranking, so without this the two documents look alike.
 *
 * Yes/no forms (can I, 能…吗) are not a form here: a large share of any knowledge base is phrased that
 * way (26 of the 60 eval documents), so they single nothing out.
 */
export type QuestionForm = 'how' | 'time' | 'where' | 'which' | 'problem' | 'cost' | 'why';

/** Cues on normalised text (lowercase, NFKC), Chinese and English. */
const CUES: ReadonlyArray<readonly [QuestionForm, RegExp]> = [
  // 怎么 asks for a way, except in 怎么办 (what to do), 怎么样 (how is it), 怎么会/怎么回事/怎么了 (why).
  [
    'how',
    /如何|怎么(?!办|样|会|回事|了)|怎样|咋(?!办|回事)|流程|步骤|手续|\bhow (do|can|does|to|should|would)\b|\bprocedure\b|\bprocess\b|\bsteps?\b/,
  ],
  ['time', /多久|几天|多长时间|什么时候|啥时候|何时|几号|几点|时效|\bhow (long|soon|fast|many days)\b|\bwhen\b/],
  ['where', /哪里|在哪|哪儿|\bwhere\b/],
  ['which', /哪些|\bwhich\b|\bwhat are\b/],
  ['problem', /怎么办|咋办|\bwhat (should|do|can) i do\b|\bwhat happens\b/],
  ['cost', /多少钱|收费|费用|要钱|免费|\bhow much\b|\bcosts?\b|\bfees?\b|\bcharges?\b|\bfree\b/],
  ['why', /为什么|为啥|怎么回事|咋回事|\bwhy\b/],
];

export function questionForms(normalised: string): Set<QuestionForm> {
  const out = new Set<QuestionForm>();
  for (const [form, cue] of CUES) if (cue.test(normalised)) out.add(form);
  return out;
}

/** The forms of a document: those any of its phrasings asks in, and those every one of them asks in. */
export interface DocumentForms {
  any: ReadonlySet<QuestionForm>;
  every: ReadonlySet<QuestionForm>;
}

export function documentForms(phrasings: readonly string[]): DocumentForms {
  const each = phrasings.map(questionForms);
  const any = new Set(each.flatMap((f) => [...f]));
  return { any, every: new Set([...any].filter((f) => each.every((e) => e.has(f)))) };
}

/** Whether a question asks in a form that one of a document's phrasings has (1) or not (0). */
export function formMatch(question: ReadonlySet<QuestionForm>, document: DocumentForms): number {
  for (const f of question) if (document.any.has(f)) return 1;
  return 0;
}

/**
 * 1 when every phrasing of the document asks in a form the question does not (a document only ever asked as
 * "how long does a card refund take?" against "where is my refund up to?"), else 0.
 */
export function formMismatch(question: ReadonlySet<QuestionForm>, document: DocumentForms): number {
  if (document.every.size === 0) return 0;
  for (const f of document.every) if (question.has(f)) return 0;
  return 1;
}
