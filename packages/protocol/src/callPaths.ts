/**
 * Call paths beside the spec's video paths (VisitorPath.getVideoToken …, VideoPath.add): ours, named in their
 * style (issue 16). Plain constants, so a screen that only calls loads no zod.
 */
const V = '/api/chat/visitor';
export const CallPath = {
  /** Visitor: accept an agent's invitation (videoAnswerBody). */
  videoAccept: `${V}/videoAccept`,
  /** Visitor: refuse an agent's invitation (videoAnswerBody). */
  videoDecline: `${V}/videoDecline`,
  /** Visitor: hand the agent a description or an ICE candidate (videoSignalBody). */
  videoSignal: `${V}/videoSignal`,
  /** Console: ring the conversation's visitor (startCallBody); answers the CallView. */
  start: (sessionId: number | string) => `/api/console/conversations/${sessionId}/call`,
  /** Console: the agent's call credential and ICE servers (VideoTokenAnswer). */
  token: (callId: string) => `/api/console/calls/${callId}/token`,
  accept: (callId: string) => `/api/console/calls/${callId}/accept`,
  decline: (callId: string) => `/api/console/calls/${callId}/decline`,
  end: (callId: string) => `/api/console/calls/${callId}/end`,
  signal: (callId: string) => `/api/console/calls/${callId}/signal`,
  /** Console: the calls still ringing or going in the agent's tenant (a reload finds them). */
  live: '/api/console/calls/live',
  /** Admin: the tenant's ICE servers (callSettingsBody → callSettingsSchema). */
  settings: '/api/admin/calls/settings',
} as const;
