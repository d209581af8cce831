import { z } from 'zod';
import { intLike, userId } from './common.js';
import { VideoType } from '../callConstants.js';

/*
 * Video and voice calls (chat-session.md §1, §2, §4 "Video call", §7 video paths, §8; issue 16). The spec shows
 * only userVideoInvitation's payload; the rest is ours, recorded in docs/decisions.md ("Calls").
 */

export const callViewSchema = z.object({
  callId: z.string(),
  sessionId: z.number().int(),
  callType: z.enum(['video', 'voice']),
  /** Who rang. */
  initiator: z.enum(['visitor', 'agent']),
  agentId: z.number().int(),
  agentName: z.string(),
  visitorName: z.string(),
  state: z.enum(['ringing', 'active', 'ended']),
  outcome: z.enum(['missed', 'declined', 'completed']).nullable(),
  createdAt: z.number(),
  answeredAt: z.number().nullable(),
  /** When media first flowed, as the visitor's side reported it (videos/add). */
  connectedAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  /** Talk time in ms: from the answer to the end (0 unless completed). */
  durationMs: z.number().int(),
});
export type CallView = z.infer<typeof callViewSchema>;

/** What one peer hands the other through the server: a description, an ICE candidate, or "video off for good". */
export const callSignalSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().min(1).max(50_000) }),
  z.object({
    type: z.literal('candidate'),
    candidate: z.string().max(2000),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  }),
  z.object({ type: z.literal('voice') }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

/** An RTCIceServer as the browser takes it. TURN entries carry a credential derived for this call only. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** getVideoToken's answer: the call credential (it signs this party's signalling) and the ICE servers. */
export const videoTokenAnswer = z.object({
  callId: z.string(),
  token: z.string(),
  expiresAt: z.number(),
  /** Which transport carries the media: 'p2p' now; an SFU later (docs/decisions.md "Calls"). */
  provider: z.string(),
  iceServers: z.array(iceServerSchema),
});
export type VideoTokenAnswer = z.infer<typeof videoTokenAnswer>;

/** adminVideoStatus's answer: whether the visitor's agent can take a call now, and why not. */
export const adminVideoStatusAnswer = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  /** The call still going for this visitor, if any (a reload finds it). */
  call: callViewSchema.nullable(),
});
export type AdminVideoStatusAnswer = z.infer<typeof adminVideoStatusAnswer>;

const callId = z.string().trim().min(1).max(64);
const videoType = intLike.pipe(z.number().int().min(0).max(2));

/* Visitor bodies (the spec's paths, and ours beside them). */
export const videoTokenBody = z.object({ userId, callId: callId.optional() });
export const expireVideoTokenBody = z.object({ userId, callId: callId.optional() });
export const adminVideoStatusBody = z.object({ userId, adminId: z.string().max(64).optional() });
export const userVideoInvitationBody = z.object({ userId, videoType });
/** videos/add: the visitor's side reports the media flowing; the first report stamps it. Answers the call. */
export const videoAddBody = z.object({ userId, callId: callId.optional(), videoType: videoType.optional() });
export const videoAnswerBody = z.object({ userId, callId });
export const videoSignalBody = z.object({ userId, callId, token: z.string().min(1).max(1000), signal: callSignalSchema });

/* Console bodies. */
export const startCallBody = z.object({ videoType: videoType.default(VideoType.VIDEO) });
export const callIdParams = z.object({ callId });
export const consoleSignalBody = z.object({ token: z.string().min(1).max(1000), signal: callSignalSchema });

/* Admin: the tenant's ICE servers. TURN passwords are never stored or sent: a shared secret derives them per call. */
const stunUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^stuns?:[^\s]+$/, 'must be a stun: or stuns: URL');
const turnUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^turns?:[^\s]+$/, 'must be a turn: or turns: URL');
export const callSettingsBody = z.object({
  stunUrls: z.array(stunUrl).max(5).default([]),
  turnUrls: z.array(turnUrl).max(5).default([]),
  /** coturn's static-auth-secret; '' removes it, absent keeps it. Never answered. */
  turnSecret: z.string().max(256).optional(),
  turnTtlSeconds: z.number().int().min(60).max(86_400).default(3600),
});
export const callSettingsSchema = z.object({
  stunUrls: z.array(z.string()),
  turnUrls: z.array(z.string()),
  turnSecretSet: z.boolean(),
  turnTtlSeconds: z.number().int(),
});
export type CallSettings = z.infer<typeof callSettingsSchema>;
