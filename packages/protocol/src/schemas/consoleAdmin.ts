import { z } from 'zod';
import { agentSummarySchema, cardFieldsSchema } from './console.js';
import { UNANSWERED_MAX_DAYS } from '../constants.js';
import { kbDocSchema } from './robot.js';

/* Additions for the console's settings pages, beside console.ts (which keeps its shapes unchanged). */

/** GET AdminPath.agents answers a list of these; AdminPath.agent(id) answers one. Everything the edit form shows. */
export const adminAgentSchema = agentSummarySchema.extend({
  email: z.string(),
  signature: z.string(),
  card: cardFieldsSchema,
  /** Deactivated: cannot sign in and takes no conversations; history keeps their name. */
  deactivated: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
});
export type AdminAgent = z.infer<typeof adminAgentSchema>;

/** GET AdminPath.channels answers a list of these: enough to pick the channel whose working hours are edited. */
export const channelSummarySchema = z.object({ channelId: z.string(), name: z.string() });
export type ChannelSummary = z.infer<typeof channelSummarySchema>;

/* The channel robot's knowledge base (AdminPath.robotDocs and friends). */

/** GET AdminPath.robotDocs: q searches docId, question, similar questions, answer and category (case-insensitive). */
export const robotDocsQuery = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
/** What a client sends: every key optional (the server fills the defaults). */
export type RobotDocsQuery = Partial<z.output<typeof robotDocsQuery>>;

/** A stored document as the admin sees it: the import format plus when it last changed and how visitors rated its answer. */
export const adminKbDocSchema = kbDocSchema.extend({
  updatedAt: z.number(),
  likes: z.number().int().default(0),
  dislikes: z.number().int().default(0),
});
export type AdminKbDoc = z.infer<typeof adminKbDocSchema>;

export const robotDocPageSchema = z.object({
  items: z.array(adminKbDocSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RobotDocPage = z.infer<typeof robotDocPageSchema>;

/** POST AdminPath.robotDoc: the whole document except its id (the path names it; ids never change). */
export const robotDocUpdateBody = kbDocSchema.omit({ docId: true });
export const robotDocEnabledBody = z.object({ enabled: z.boolean() });

export const robotExportQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** POST AdminPath.robotImport answers this; a refused file answers 400 with data {errors: ["line 3: …", …]}. */
export const kbImportResultSchema = z.object({ inserted: z.number().int(), updated: z.number().int() });
export type KbImportResult = z.infer<typeof kbImportResultSchema>;
export const kbImportErrorsSchema = z.object({ errors: z.array(z.string()) });

/**
 * The robot's unanswered questions: visitor questions its knowledge base answered only with "did you mean" (clarify)
 * or not at all, grouped by their wording (case, width and spacing aside) within the last `days`.
 */
export const robotUnansweredQuery = z.object({
  days: z.coerce.number().int().min(1).max(UNANSWERED_MAX_DAYS).default(30),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type RobotUnansweredQuery = Partial<z.output<typeof robotUnansweredQuery>>;

export const robotUnansweredItemSchema = z.object({
  /** The most recent wording visitors used. */
  question: z.string(),
  /** Times asked in the window, of which unknown (no answer) and clarify ("did you mean"). */
  count: z.number().int(),
  unknown: z.number().int(),
  clarify: z.number().int(),
  lastAskedAt: z.number(),
});
export type RobotUnansweredItem = z.infer<typeof robotUnansweredItemSchema>;
export const robotUnansweredSchema = z.object({ items: z.array(robotUnansweredItemSchema), days: z.number().int() });
export type RobotUnanswered = z.infer<typeof robotUnansweredSchema>;

export const robotUnansweredDismissBody = z.object({ questions: z.array(z.string().trim().min(1).max(500)).min(1).max(200) });
export const robotUnansweredDismissResultSchema = z.object({ dismissed: z.number().int() });

/** POST AdminPath.largeModelKey: the channel's own bearer key for its large-model endpoint; '' removes it. */
export const largeModelKeyBody = z.object({
  apiKey: z
    .string()
    .trim()
    .max(500)
    .regex(/^[\x21-\x7e]*$/, 'apiKey: printable characters without spaces'),
});
/**
 * GET/POST AdminPath.largeModelKey answer: whether the channel has its own key, and the operator's endpoint (its
 * key is sent there only; '' when the operator offers none).
 */
export const largeModelKeyStatusSchema = z.object({ apiKeySet: z.boolean(), operatorBaseUrl: z.string() });
export type LargeModelKeyStatus = z.infer<typeof largeModelKeyStatusSchema>;
