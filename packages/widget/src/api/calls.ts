/** The call paths (issue 16): the spec's video calls and ours beside them. Loaded with the call box, never before. */
import {
  CallPath,
  VideoPath,
  VisitorPath,
  type AdminVideoStatusAnswer,
  type CallSignal,
  type CallView,
  type VideoTokenAnswer,
} from '@parley/protocol';
import type { Post } from './http';

export function createCallApi(post: Post, userId: () => string) {
  const body = <T extends object>(b: T) => ({ userId: userId(), ...b });
  return {
    status: () => post<AdminVideoStatusAnswer>(VisitorPath.adminVideoStatus, body({})),
    invite: (videoType: number) => post<CallView>(VisitorPath.userVideoInvitation, body({ videoType })),
    token: (callId: string) => post<VideoTokenAnswer>(VisitorPath.getVideoToken, body({ callId })),
    accept: (callId: string) => post<CallView>(CallPath.videoAccept, body({ callId })),
    decline: (callId: string) => post<CallView>(CallPath.videoDecline, body({ callId })),
    hangUp: (callId: string) => post<CallView>(VisitorPath.expireVideoToken, body({ callId })),
    signal: (callId: string, token: string, signal: CallSignal) => post<null>(CallPath.videoSignal, body({ callId, token, signal })),
    connected: (callId: string) => post<CallView>(VideoPath.add, body({ callId })),
  };
}
export type CallApi = ReturnType<typeof createCallApi>;
