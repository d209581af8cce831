/**
 * The agent's side of calls (issue 16), outside React: one call at a time, driven by the agent stream's `call`
 * events for this agent and by the agent's buttons. The console always makes the WebRTC offer. The UI reads the
 * snapshot with useSyncExternalStore.
 */
import { VideoType, type AgentStreamEvent, type CallView } from '@parley/protocol';
import { beep } from '../notify/beep';
import { showDesktopNotification } from '../notify/desktopNotification';
import { subscribeAgentStream } from '../agentStream';
import { acceptCall, callToken, declineCall, endCall, liveCalls, sendSignal, startCall } from './callApi';
import { createPeer, localMedia, type Peer } from '@parley/webrtc';
import { i18next } from '../../i18n';

export type CallPhase = 'idle' | 'ringingIn' | 'ringingOut' | 'connecting' | 'active' | 'ended' | 'declined' | 'failed';

export interface CallSnapshot {
  phase: CallPhase;
  call: CallView | null;
  muted: boolean;
  voice: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
  error: string;
}

const IDLE: CallSnapshot = { phase: 'idle', call: null, muted: false, voice: false, local: null, remote: null, error: '' };
let snap: CallSnapshot = IDLE;
const watchers = new Set<() => void>();
let me = 0;
let peer: Peer | null = null;
let media: MediaStream | null = null;
let token = '';
let early: Array<Extract<AgentStreamEvent, { type: 'call' }>['signal']> = [];
let ringTimer: ReturnType<typeof setInterval> | null = null;

function set(patch: Partial<CallSnapshot>) {
  snap = { ...snap, ...patch };
  watchers.forEach((w) => w());
}

function stopRinging() {
  if (ringTimer) clearInterval(ringTimer);
  ringTimer = null;
}

function teardown(phase: CallPhase, error = '') {
  stopRinging();
  peer?.close();
  media?.getTracks().forEach((t) => t.stop());
  peer = null;
  media = null;
  token = '';
  early = [];
  set({ phase, muted: false, voice: false, local: null, remote: null, error });
}

async function getMedia(video: boolean): Promise<boolean> {
  try {
    media = await localMedia(video);
    set({ local: media });
    return true;
  } catch {
    set({ phase: 'failed', error: i18next.t('conversation:calls.mediaRefused') });
    return false;
  }
}

async function connect(call: CallView) {
  if (!media) return;
  const cred = await callToken(call.callId);
  token = cred.token;
  peer = createPeer(cred.iceServers, media, {
    send: (signal) => void sendSignal(call.callId, token, signal),
    remote: (remote) => set({ remote }),
    state: (s) => {
      if (s === 'connected' && snap.phase === 'connecting') set({ phase: 'active' });
      if (s === 'failed') void hangUp();
    },
  });
  for (const s of early.splice(0)) if (s) await peer.receive(s);
  await peer.offer();
}

async function onCallEvent(e: Extract<AgentStreamEvent, { type: 'call' }>) {
  const call = e.call;
  if (call.agentId !== me) return;
  if (e.action === 'ring') {
    if (
      call.initiator === 'visitor' &&
      (snap.phase === 'idle' || snap.phase === 'ended' || snap.phase === 'declined' || snap.phase === 'failed')
    ) {
      set({ ...IDLE, phase: 'ringingIn', call });
      ringIn(call);
    }
    return;
  }
  if (snap.call?.callId !== call.callId) return;
  if (e.action === 'accepted') {
    set({ call });
    if (call.initiator === 'agent') {
      set({ phase: 'connecting' });
      await connect(call);
    }
  } else if (e.action === 'signal' && e.signal) {
    if (e.signal.type === 'voice') {
      await peer?.dropVideo();
      set({ voice: true, call });
    } else if (peer) await peer.receive(e.signal);
    else early.push(e.signal);
  } else if (e.action === 'ended') {
    set({ call });
    teardown(call.outcome === 'declined' && call.initiator === 'agent' ? 'declined' : 'ended');
  }
}

/** A visitor asks for a call: a chime every 2 s while it rings, and a notification when the console is not in view. */
function ringIn(call: CallView) {
  stopRinging();
  beep();
  ringTimer = setInterval(beep, 2000);
  const who = call.visitorName || i18next.t('conversation:calls.aVisitor');
  showDesktopNotification(
    i18next.t(call.callType === 'voice' ? 'conversation:calls.asksVoice' : 'conversation:calls.asksVideo', { who }),
    i18next.t('conversation:calls.openToAnswer'),
    `call-${call.callId}`,
    () => window.focus(),
  );
}

export async function ring(sessionId: number, videoType: number): Promise<void> {
  if (snap.phase !== 'idle' && snap.phase !== 'ended' && snap.phase !== 'declined' && snap.phase !== 'failed') return;
  set({ ...IDLE, phase: 'ringingOut' });
  if (!(await getMedia(videoType !== VideoType.VOICE))) return;
  try {
    const call = await startCall(sessionId, videoType);
    set({ call });
  } catch (e) {
    teardown('failed', e instanceof Error ? e.message : i18next.t('conversation:calls.couldNotStart'));
  }
}

export async function accept(): Promise<void> {
  const call = snap.call;
  if (!call || snap.phase !== 'ringingIn') return;
  stopRinging();
  set({ phase: 'connecting' });
  if (!(await getMedia(call.callType === 'video'))) {
    await declineCall(call.callId).catch(() => undefined);
    return;
  }
  try {
    set({ call: await acceptCall(call.callId) });
    await connect(call);
  } catch (e) {
    teardown('failed', e instanceof Error ? e.message : i18next.t('conversation:calls.over'));
  }
}

export async function decline(): Promise<void> {
  const call = snap.call;
  teardown('idle');
  if (call) await declineCall(call.callId).catch(() => undefined);
}

export async function hangUp(): Promise<void> {
  const call = snap.call;
  teardown('ended');
  if (call) await endCall(call.callId).catch(() => undefined);
}

export async function toggleMute(): Promise<void> {
  await peer?.setMuted(!snap.muted);
  set({ muted: !snap.muted });
}

export async function switchToVoice(): Promise<void> {
  const call = snap.call;
  if (!call || !peer) return;
  await peer.dropVideo();
  set({ voice: true });
  await sendSignal(call.callId, token, { type: 'voice' });
}

export const dismiss = () => set(IDLE);

/** Starts listening for this agent's calls; a ring that began before the console opened is found too. */
export function startCalls(agentId: number): () => void {
  me = agentId;
  const stop = subscribeAgentStream({ onEvent: (e) => void (e.type === 'call' ? onCallEvent(e) : undefined) });
  void liveCalls()
    .then((calls) => {
      const ringing = calls.find((c) => c.state === 'ringing' && c.initiator === 'visitor');
      if (ringing && snap.phase === 'idle') {
        set({ phase: 'ringingIn', call: ringing });
        ringIn(ringing);
      }
    })
    .catch(() => undefined);
  return stop;
}

export function watchCalls(w: () => void): () => void {
  watchers.add(w);
  return () => watchers.delete(w);
}
export const callSnapshot = () => snap;
