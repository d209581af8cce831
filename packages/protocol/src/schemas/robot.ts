import { z } from 'zod';

/**
 * A button under a document's answer (a robot answer item of replySource BUTTONS): the visitor taps it
 * instead of typing. With a docId it opens that document; without one its text is asked like a question.
 */
export const kbButtonSchema = z.object({
  text: z.string().trim().min(1, 'button text is required').max(100),
  docId: z.string().trim().max(64).default(''),
});
export type KbButton = z.output<typeof kbButtonSchema>;

/** How many buttons one answer may carry: a row of choices, not a menu. */
export const MAX_KB_BUTTONS = 8;

/**
 * One knowledge-base document as imported, exported and edited (robot-eval/kb.json's format).
 * similarQuestions are other wordings of question and count as part of the document.
 */
export const kbDocSchema = z.object({
  docId: z.string().trim().min(1, 'docId is required').max(64),
  question: z.string().trim().min(1, 'question is required').max(500),
  similarQuestions: z.array(z.string().trim().min(1).max(500)).max(100).default([]),
  answer: z.string().trim().min(1, 'answer is required').max(20_000),
  category: z.string().trim().max(100).default(''),
  lang: z.string().trim().max(16).default(''),
  enabled: z.boolean().default(true),
  buttons: z.array(kbButtonSchema).max(MAX_KB_BUTTONS).default([]),
});
export type KbDocInput = z.input<typeof kbDocSchema>;
export type KbDocument = z.output<typeof kbDocSchema>;
