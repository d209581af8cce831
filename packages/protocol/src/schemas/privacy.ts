import { z } from 'zod';

/* Privacy (issue 18 item 10): a visitor's data exported or erased on request, and each tenant's retention periods. */

/** Days are whole days; 0 keeps forever. At most 100 years, so a cutoff never underflows. */
const retentionDays = z.number().int().min(0).max(36_500);

/** AdminPath.retention: how long the tenant keeps chat messages, uploaded files and finished tickets (with leave messages). */
export const retentionSettingsSchema = z.object({ messageDays: retentionDays, fileDays: retentionDays, ticketDays: retentionDays });
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
/** POST AdminPath.retention: the periods sent change, the others stay. */
export const retentionUpdateBody = retentionSettingsSchema.partial();

/** AdminPath.visitorErase: the admin confirms by repeating the visitor's userId, so a stray click erases nothing. */
export const visitorEraseBody = z.object({ confirmUserId: z.string().trim().min(1).max(64) });

/** What an erasure removed, as counts: the audit keeps these and nothing that names the visitor. */
export const visitorEraseResultSchema = z.object({
  conversations: z.number().int(),
  messages: z.number().int(),
  files: z.number().int(),
  tickets: z.number().int(),
  leaveMessages: z.number().int(),
  ratings: z.number().int(),
});
export type VisitorEraseResult = z.infer<typeof visitorEraseResultSchema>;

const row = z.record(z.string(), z.unknown());

/** AdminPath.visitorExport: everything kept about one visitor, for a subject-access request. */
export const visitorExportSchema = z.object({
  exportedAt: z.number(),
  profile: row,
  conversations: z.array(row.and(z.object({ messages: z.array(row) }))),
  files: z.array(row),
  tickets: z.array(row.and(z.object({ replies: z.array(row) }))),
  leaveMessages: z.array(row),
  ratings: z.array(row),
});
export type VisitorExport = z.infer<typeof visitorExportSchema>;
