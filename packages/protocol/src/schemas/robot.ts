import { z } from 'zod';

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
});
export type KbDocInput = z.input<typeof kbDocSchema>;
export type KbDocument = z.output<typeof kbDocSchema>;
