/** The console's call paths (issue 16). Answers are checked where they matter (the call views) by their schema. */
import { CallPath, callViewSchema, videoTokenAnswer, type CallSignal } from '@parley/protocol';
import { z } from 'zod';
import { call, callUnchecked } from '../api';

export const startCall = (sessionId: number, videoType: number) => call('POST', CallPath.start(sessionId), callViewSchema, { videoType });
export const callToken = (callId: string) => call('GET', CallPath.token(callId), videoTokenAnswer);
export const acceptCall = (callId: string) => call('POST', CallPath.accept(callId), callViewSchema, {});
export const declineCall = (callId: string) => call('POST', CallPath.decline(callId), callViewSchema, {});
export const endCall = (callId: string) => call('POST', CallPath.end(callId), callViewSchema, {});
export const liveCalls = () => call('GET', CallPath.live, z.array(callViewSchema));
export const sendSignal = (callId: string, token: string, signal: CallSignal) =>
  callUnchecked('POST', CallPath.signal(callId), { token, signal });
