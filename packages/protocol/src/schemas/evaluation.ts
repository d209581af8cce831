import { z } from 'zod';
import { EVALUATE_COMMENT_MAX, STAR_MAX, STAR_MIN } from '../constants.js';

/* Rating the service (chat-session.md §3 "Evaluation", §4 "Evaluate", §5 agent evaluation). */

/** Per-star rules: the guide shown, and whether a comment or a label is required at that level. */
export const starLevelSchema = z.object({
  star: z.number().int().min(STAR_MIN).max(STAR_MAX),
  levelGuideMsg: z.string().max(200).default(''),
  evaluateMsgRequired: z.number().int().min(0).max(1).default(0),
  levelTagRequired: z.number().int().min(0).max(1).default(0),
  /** Comma-separated labels offered at this level; blank offers BUILTIN_STAR_LABELS. */
  levelTag: z.string().max(1000).default(''),
  /** Ours: 1 offers no labels at this level at all (blank labels mean the built-in ones). */
  levelTagNone: z.number().int().min(0).max(1).default(0),
});
export type StarLevel = z.infer<typeof starLevelSchema>;

/**
 * The default levels' rules. Their guide and labels are blank: the widget's own words in each visitor's language
 * (BUILTIN_STAR_LABELS, the widget's level names); a channel's own text wins wherever it writes one.
 */
const defaultStars: StarLevel[] = [
  { star: 1, levelGuideMsg: '', evaluateMsgRequired: 1, levelTagRequired: 1, levelTag: '', levelTagNone: 0 },
  { star: 2, levelGuideMsg: '', evaluateMsgRequired: 0, levelTagRequired: 1, levelTag: '', levelTagNone: 0 },
  { star: 3, levelGuideMsg: '', evaluateMsgRequired: 0, levelTagRequired: 0, levelTag: '', levelTagNone: 0 },
  { star: 4, levelGuideMsg: '', evaluateMsgRequired: 0, levelTagRequired: 0, levelTag: '', levelTagNone: 0 },
  { star: 5, levelGuideMsg: '', evaluateMsgRequired: 0, levelTagRequired: 0, levelTag: '', levelTagNone: 0 },
];

/** What getEvaluateInfo answers, and what an admin edits per channel. */
export const evaluateConfigSchema = z.object({
  /** 2 means no star rating. */
  evaluateModel: z.number().int().min(1).max(2).default(1),
  /** The invitation above the stars; blank is the widget's own, in each visitor's language. */
  evaluateGuideMsg: z.string().max(500).default(''),
  /** Ask the visitor whether the problem was solved (agent rating). */
  evaluateAdminSolve: z.number().int().min(0).max(1).default(1),
  starList: z.array(starLevelSchema).max(5).default(defaultStars),
  /** The same levels under the other name the spec uses. */
  scoreList: z.array(starLevelSchema).max(5).optional(),
  /** The solved choices; a blank name is the widget's own word for it, in each visitor's language. */
  select: z.array(z.object({ name: z.string().max(50), value: z.number().int().min(0).max(1) })).default([
    { name: '', value: 1 },
    { name: '', value: 0 },
  ]),
  /** Robot rating labels, offered when the robot did not solve it; blank offers BUILTIN_ROBOT_LABELS. */
  robotTag: z.string().max(1000).default(''),
  /** Ours: 1 offers no labels for an unsolved robot answer at all. */
  robotTagNone: z.number().int().min(0).max(1).default(0),
});
export type EvaluateConfig = z.infer<typeof evaluateConfigSchema>;

export const isEvaluateAnswer = z.object({
  /** Whether a rating can be given now. */
  enableEvaluate: z.boolean(),
  /** Who would be rated: the robot or an agent. */
  target: z.enum(['robot', 'agent']).nullable(),
  /** Already rated. */
  evaluated: z.boolean(),
  /** Why not, when not: 'none' (no conversation), 'rated', 'notEnded' (an agent chat still going). */
  reason: z.enum(['ok', 'none', 'rated', 'notEnded']),
  sessionId: z.number().int(),
  adminNick: z.string(),
});
export type IsEvaluateAnswer = z.infer<typeof isEvaluateAnswer>;

export const ratingSchema = z.object({
  target: z.enum(['robot', 'agent']),
  star: z.number().int().nullable(),
  solved: z.number().int().nullable(),
  tags: z.array(z.string()),
  comment: z.string(),
  createdAt: z.number(),
});
export type Rating = z.infer<typeof ratingSchema>;

export { EVALUATE_COMMENT_MAX };
