/**
 * Call constants (issue 16), apart from the call schemas so a widget screen that only needs VideoType loads no zod
 * (the bundle budget caught schemas/calls.ts pulling zod into the first screen).
 */
/** The spec's videoType: 1 video, 2 voice; 0 (an older client's "unspecified") reads as video. */
export const VideoType = { VIDEO: 1, VOICE: 2 } as const;
export type VideoType = (typeof VideoType)[keyof typeof VideoType];

export const CallKind = { VIDEO: 'video', VOICE: 'voice' } as const;
export type CallKind = (typeof CallKind)[keyof typeof CallKind];
export const callKindOf = (videoType: number): CallKind => (videoType === VideoType.VOICE ? CallKind.VOICE : CallKind.VIDEO);

export const CallState = { RINGING: 'ringing', ACTIVE: 'active', ENDED: 'ended' } as const;
export type CallState = (typeof CallState)[keyof typeof CallState];

export const CallOutcome = { MISSED: 'missed', DECLINED: 'declined', COMPLETED: 'completed' } as const;
export type CallOutcome = (typeof CallOutcome)[keyof typeof CallOutcome];

export const CallParty = { VISITOR: 'visitor', AGENT: 'agent' } as const;
export type CallParty = (typeof CallParty)[keyof typeof CallParty];

/** An unanswered call rings this long, then ends as missed. */
export const CALL_RING_MS = 20_000;
/** A call credential (getVideoToken) lives this long; a call still going asks again. */
export const CALL_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/** What changed in a call, as event 1207's `action` and the agents' `call` event. */
export const CallAction = {
  RING: 'ring',
  ACCEPTED: 'accepted',
  ENDED: 'ended',
  SIGNAL: 'signal',
} as const;
export type CallAction = (typeof CallAction)[keyof typeof CallAction];
