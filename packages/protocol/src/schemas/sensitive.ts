import { z } from 'zod';
import { SENSITIVE_ACTIONS, SENSITIVE_MATCH_MODES } from '../enums.js';

/** Whose messages a sensitive-word list checks. */
export const SENSITIVE_SIDES = ['both', 'visitor', 'agent'] as const;
export type SensitiveSide = (typeof SENSITIVE_SIDES)[number];

/** POST AdminPath.sensitiveLists (create) and AdminPath.sensitiveList (replace): one of the tenant's word lists. */
export const sensitiveListBody = z.object({
  name: z.string().trim().min(1).max(100),
  words: z.array(z.string().trim().min(1).max(100)).max(5000),
  match: z.enum(SENSITIVE_MATCH_MODES),
  action: z.enum(SENSITIVE_ACTIONS),
  appliesTo: z.enum(SENSITIVE_SIDES).default('both'),
  enabled: z.boolean().default(true),
});
export type SensitiveListInput = z.input<typeof sensitiveListBody>;

export const sensitiveListSchema = sensitiveListBody.extend({ id: z.number().int(), updatedAt: z.number() });
export type SensitiveList = z.infer<typeof sensitiveListSchema>;
export const sensitiveListsSchema = z.array(sensitiveListSchema);
