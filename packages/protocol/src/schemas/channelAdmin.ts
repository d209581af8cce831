import { z } from 'zod';
import { LOCALES } from '../enums.js';
import { localeSchema } from './accounts.js';

/* Websites (channels) an admin creates, renames, disables and deletes (issue 30 item 2), and the workspace's own
 * settings (item 5). A channel's widget settings stay ChannelSettings (AdminPath.channel). */

const channelName = z.string().trim().min(1, 'name: required').max(100);
/** The site's address as people type it: http(s) only; '' when not given. */
const websiteUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+/i.test(v), 'websiteUrl: an http:// or https:// address');
const color = z
  .string()
  .trim()
  .max(7)
  .regex(/^#[0-9a-f]{6}$/i, 'mainColor: a colour like #1f6feb');

/** The installation check: the page the loader last reported from an allowed origin (origin and path only). */
export const channelLoadSchema = z.object({ pageUrl: z.string(), at: z.number() });
export type ChannelLoad = z.infer<typeof channelLoadSchema>;

/** GET AdminPath.channels: each website of the workspace, for the list and the picker. */
export const adminChannelSchema = z.object({
  channelId: z.string(),
  name: z.string(),
  websiteUrl: z.string(),
  /** Disabled: the chat is unavailable to its visitors (nothing is deleted). */
  enabled: z.boolean(),
  language: z.string(),
  mainColor: z.string(),
  embedOrigins: z.array(z.string()),
  createdAt: z.number(),
  lastLoad: channelLoadSchema.nullable(),
});
export type AdminChannel = z.infer<typeof adminChannelSchema>;

/** POST AdminPath.channels: a new website; it starts with a greeting robot, working hours and an empty knowledge base. */
export const channelCreateBody = z.object({
  name: channelName,
  websiteUrl: websiteUrl.default(''),
  /** Origins (scheme://host[:port]) that may embed the chat; empty: any site. The website's own is added when given. */
  embedOrigins: z.array(z.url().max(200)).max(50).default([]),
  /** The widget's language; '' follows the visitor's browser. */
  language: z.enum(LOCALES).or(z.literal('')).default(''),
  mainColor: color.default('#1f6feb'),
  /** Start the knowledge base with a few example answers (shipping, returns, opening hours) to edit. */
  starterDocs: z.boolean().default(false),
});
export type ChannelCreateBody = z.input<typeof channelCreateBody>;

/** POST AdminPath.channelSite: what changes, saved together in one transaction (S-WB8); the rest stays. */
export const channelSiteBody = z.object({
  name: channelName.optional(),
  websiteUrl: websiteUrl.optional(),
  enabled: z.boolean().optional(),
  embedOrigins: z.array(z.url().max(200)).max(50).optional(),
  language: z.enum(LOCALES).or(z.literal('')).optional(),
  mainColor: color.optional(),
});
export type ChannelSiteBody = z.input<typeof channelSiteBody>;

/** POST AdminPath.channelDelete: the admin types the channel's name again, so a stray click erases nothing. */
export const channelDeleteBody = z.object({ confirmName: z.string().trim().min(1).max(100) });

/** Whether an IANA time zone name is one this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** GET/POST AdminPath.workspace (POST: the fields sent change). */
export const workspaceSettingsSchema = z.object({
  name: z.string().trim().min(1, 'name: required').max(100),
  /** The logo's address (https, or a path on this server); '' for none. */
  logo: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/i.test(v), 'logo: an https:// address or a path on this server'),
  /** System mail and new channels speak it. */
  locale: localeSchema,
  /** IANA zone: reports count days in it; channels whose working hours follow the workspace move with it. */
  timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, 'timeZone: unknown time zone'),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;
export const workspaceSettingsBody = workspaceSettingsSchema.partial();

/** The embed loader's beacon (EmbedPath.loaded). */
export const embedLoadedBody = z.object({
  channelId: z.string().min(1).max(64),
  url: z.string().max(2000),
});
