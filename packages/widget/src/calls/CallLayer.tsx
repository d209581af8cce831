/**
 * The visitor's call box (issue 16; chat-session.md §2, §4 "Video call", §8): an agent's invitation shows it with
 * accept and refuse; a call has mute, picture-in-picture, switch to voice and hang-up; hanging up shows 'call ended';
 * a request the agent refused leaves a warning until closed. Draggable within the viewport on desktop, the whole
 * screen on phones. Its own chunk, loaded by CallMount.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { VideoType, type CallSignal, type CallView } from '@parley/protocol';
import type { CallApi } from '../api/calls';
import { loadCallTexts } from '../i18n';
import type { Layout } from '../layout/chooseLayout';
import { callDock, type CallEvent, type CallWish } from './callDock';
import { clampBox, cornerOf, type Point } from './clamp';
import { createPeer, localMedia, type Peer } from '@parley/webrtc';
import './calls.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'incoming'; call: CallView }
  | { kind: 'outgoing'; call: CallView }
  | { kind: 'connecting'; call: CallView }
  | { kind: 'active'; call: CallView }
  | { kind: 'ended' }
  | { kind: 'refused' }
  | { kind: 'notice'; text: string };

interface Props {
  layout: Layout;
  api: () => Promise<CallApi>;
}

const BOX = { width: 360, height: 300 };
const viewSize = () => ({ width: window.innerWidth, height: window.innerHeight });

export default function CallLayer({ layout, api: loadApi }: Props) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [muted, setMuted] = useState(false);
  const [voice, setVoice] = useState(false);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [pos, setPos] = useState<Point>(() => cornerOf(BOX, viewSize()));
  const api = useRef<CallApi | null>(null);
  const callId = useRef<string | null>(null);
  const media = useRef<MediaStream | null>(null);
  const peer = useRef<Peer | null>(null);
  const queued = useRef<CallSignal[]>([]);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const remoteAudio = useRef<HTMLAudioElement>(null);
  const localVideo = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const teardown = useCallback(() => {
    peer.current?.close();
    media.current?.getTracks().forEach((tr) => tr.stop());
    peer.current = null;
    media.current = null;
    callId.current = null;
    queued.current = [];
    setRemote(null);
    setLocal(null);
    setMuted(false);
    setVoice(false);
  }, []);

  const getMedia = useCallback(async (video: boolean): Promise<MediaStream | null> => {
    try {
      const stream = await localMedia(video);
      media.current = stream;
      setLocal(stream);
      return stream;
    } catch {
      setPhase({ kind: 'notice', text: 'calls.permission' });
      return null;
    }
  }, []);

  const goVoice = useCallback(async (tell: boolean, call: CallView) => {
    setVoice(true);
    await peer.current?.dropVideo();
    if (tell && api.current) {
      const tok = await api.current.token(call.callId);
      if (tok.code === 200) await api.current.signal(call.callId, tok.data.token, { type: 'voice' });
    }
  }, []);

  const startPeer = useCallback(async (call: CallView) => {
    const a = api.current;
    const stream = media.current;
    if (!a || !stream) return;
    const tok = await a.token(call.callId);
    if (tok.code !== 200 || callId.current !== call.callId) return;
    const p = createPeer(tok.data.iceServers, stream, {
      send: (signal) => void a.signal(call.callId, tok.data.token, signal),
      remote: (s) => setRemote(s),
      state: (st) => {
        if (st === 'connected') {
          setPhase((ph) => (ph.kind === 'connecting' ? { kind: 'active', call: ph.call } : ph));
          void a.connected(call.callId);
        }
      },
    });
    peer.current = p;
    for (const s of queued.current.splice(0)) await p.receive(s);
  }, []);

  const onEvent = useCallback(
    async (e: CallEvent) => {
      const call = e.call;
      if (!call) return;
      if (e.action === 'ring') {
        if (callId.current === null && call.initiator === 'agent') {
          callId.current = call.callId;
          setPhase({ kind: 'incoming', call });
        }
        return;
      }
      if (call.callId !== callId.current) return;
      if (e.action === 'accepted' && call.initiator === 'visitor') {
        setPhase({ kind: 'connecting', call });
        await startPeer(call);
      } else if (e.action === 'signal' && e.signal) {
        if (e.signal.type === 'voice') await goVoice(false, call);
        else if (peer.current) await peer.current.receive(e.signal);
        else queued.current.push(e.signal);
      } else if (e.action === 'ended') {
        teardown();
        setPhase(call.outcome === 'declined' && call.initiator === 'visitor' ? { kind: 'refused' } : { kind: 'ended' });
      }
    },
    [goVoice, startPeer, teardown],
  );

  const request = useCallback(
    async (videoType: number) => {
      const a = api.current;
      if (!a || callId.current !== null) return;
      const stream = await getMedia(videoType !== VideoType.VOICE);
      if (!stream) return;
      const res = await a.invite(videoType);
      if (res.code !== 200) {
        teardown();
        setPhase({ kind: 'notice', text: 'calls.unavailable' });
        return;
      }
      callId.current = res.data.callId;
      setPhase({ kind: 'outgoing', call: res.data });
    },
    [getMedia, teardown],
  );

  useEffect(() => {
    let stop = () => undefined as void;
    let gone = false;
    void Promise.all([loadApi(), loadCallTexts()]).then(async ([a]) => {
      if (gone) return;
      api.current = a;
      setTexts(true);
      const onWish = (w: CallWish) => void (w.kind === 'event' ? onEvent(w.event) : request(w.videoType));
      stop = callDock.listen(onWish);
      // A reload while the agent rings: the invitation is still there.
      const status = await a.status();
      const live = status.code === 200 ? status.data.call : null;
      if (live && live.state === 'ringing' && live.initiator === 'agent' && callId.current === null) {
        callId.current = live.callId;
        setPhase({ kind: 'incoming', call: live });
      }
    });
    return () => {
      gone = true;
      stop();
    };
  }, [loadApi, onEvent, request]);

  useEffect(() => () => teardown(), [teardown]);
  useEffect(() => {
    if (remoteVideo.current) remoteVideo.current.srcObject = remote;
    if (remoteAudio.current) remoteAudio.current.srcObject = remote;
  }, [remote, phase.kind, voice]);
  useEffect(() => {
    if (localVideo.current) localVideo.current.srcObject = local;
  }, [local, phase.kind, voice]);
  useEffect(() => {
    const onResize = () => setPos((p) => clampBox(p, sizeOf(box.current), viewSize()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const accept = async (call: CallView) => {
    const a = api.current;
    if (!a) return;
    const stream = await getMedia(call.callType === 'video');
    if (!stream) {
      await a.decline(call.callId);
      callId.current = null;
      return;
    }
    const res = await a.accept(call.callId);
    if (res.code !== 200) {
      teardown();
      setPhase({ kind: 'ended' });
      return;
    }
    setPhase({ kind: 'connecting', call });
    await startPeer(call);
  };
  const refuse = async (call: CallView) => {
    await api.current?.decline(call.callId);
    teardown();
    setPhase({ kind: 'idle' });
  };
  const hangUp = async () => {
    const id = callId.current;
    teardown();
    setPhase({ kind: 'ended' });
    if (id) await api.current?.hangUp(id);
  };
  const toggleMute = async () => {
    await peer.current?.setMuted(!muted);
    setMuted(!muted);
  };
  const pip = () => void remoteVideo.current?.requestPictureInPicture().catch(() => undefined);

  const drag = (down: ReactPointerEvent<HTMLElement>) => {
    if (layout === 'mobile' || (down.target as HTMLElement).closest('button')) return;
    const start = { x: down.clientX, y: down.clientY, from: pos };
    const handle = down.currentTarget;
    handle.setPointerCapture(down.pointerId);
    const move = (e: PointerEvent) =>
      setPos(clampBox({ x: start.from.x + e.clientX - start.x, y: start.from.y + e.clientY - start.y }, sizeOf(box.current), viewSize()));
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  };

  if (phase.kind === 'idle' || !texts) return null;
  const call = 'call' in phase ? phase.call : null;
  const agent = call?.agentName || t('calls.agent');
  const videoCall = call?.callType === 'video' && !voice;
  const live = phase.kind === 'connecting' || phase.kind === 'active';
  const close = () => setPhase({ kind: 'idle' });

  let status: string;
  if (phase.kind === 'incoming') status = t(call?.callType === 'voice' ? 'calls.incomingVoice' : 'calls.incomingVideo', { name: agent });
  else if (phase.kind === 'outgoing') status = t('calls.calling', { name: agent });
  else if (phase.kind === 'connecting') status = t('calls.connecting');
  else if (phase.kind === 'active') status = t(voice || call?.callType === 'voice' ? 'calls.inVoiceCall' : 'calls.inCall', { name: agent });
  else if (phase.kind === 'ended') status = t('calls.ended');
  else if (phase.kind === 'refused') status = t('calls.refused');
  else status = t(phase.text);

  const style = layout === 'desktop' ? { left: pos.x, top: pos.y } : undefined;
  return (
    <div
      ref={box}
      className={`pw-call pw-call--${layout} pw-call--${phase.kind}${videoCall && live ? ' pw-call--video' : ''}`}
      style={style}
      role="dialog"
      aria-label={t('calls.title')}
      data-testid="call-box"
      data-phase={phase.kind}
    >
      <div className="pw-call__bar" onPointerDown={drag} data-testid="call-drag">
        <span className="pw-call__title">
          {call ? (call.callType === 'voice' || voice ? t('calls.voiceCall') : t('calls.videoCall')) : t('calls.title')}
        </span>
        {!call && (
          <button type="button" className="pw-call__x" onClick={close} aria-label={t('calls.close')}>
            <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
              <path d="M18 6L6 18M6 6l12 12" />
            </svg>
          </button>
        )}
      </div>
      <div className="pw-call__stage">
        {live && videoCall ? (
          <>
            <video ref={remoteVideo} className="pw-call__remote" autoPlay playsInline data-testid="call-remote" />
            <video ref={localVideo} className="pw-call__self" autoPlay playsInline muted data-testid="call-local" />
          </>
        ) : (
          <>
            {live && <audio ref={remoteAudio} autoPlay data-testid="call-remote" />}
            <div
              className={`pw-call__avatar${phase.kind === 'refused' || phase.kind === 'notice' ? ' pw-call__avatar--warn' : ''}`}
              aria-hidden
            >
              {phase.kind === 'refused' || phase.kind === 'notice' ? '!' : agent.slice(0, 1).toUpperCase()}
            </div>
          </>
        )}
        <p
          className="pw-call__status"
          role={phase.kind === 'refused' || phase.kind === 'notice' ? 'alert' : 'status'}
          data-testid="call-status"
        >
          {status}
        </p>
      </div>
      <div className="pw-call__controls">
        {phase.kind === 'incoming' && call && (
          <>
            <RoundButton kind="danger" label={t('calls.refuse')} onClick={() => void refuse(call)} icon="hangup" />
            <RoundButton
              kind="accept"
              label={t('calls.accept')}
              onClick={() => void accept(call)}
              icon={call.callType === 'voice' ? 'phone' : 'camera'}
            />
          </>
        )}
        {phase.kind === 'outgoing' && <RoundButton kind="danger" label={t('calls.cancel')} onClick={() => void hangUp()} icon="hangup" />}
        {live && (
          <>
            <RoundButton
              label={t(muted ? 'calls.unmute' : 'calls.mute')}
              pressed={muted}
              onClick={() => void toggleMute()}
              icon={muted ? 'micOff' : 'mic'}
            />
            {videoCall && call && (
              <>
                {document.pictureInPictureEnabled && <RoundButton label={t('calls.pip')} onClick={pip} icon="pip" />}
                <RoundButton label={t('calls.voice')} onClick={() => void goVoice(true, call)} icon="phone" />
              </>
            )}
            <RoundButton kind="danger" label={t('calls.hangUp')} onClick={() => void hangUp()} icon="hangup" />
          </>
        )}
        {(phase.kind === 'ended' || phase.kind === 'refused' || phase.kind === 'notice') && (
          <button type="button" className="pw-call__done" onClick={close}>
            {t('calls.close')}
          </button>
        )}
      </div>
    </div>
  );
}

function sizeOf(el: HTMLElement | null) {
  return el ? { width: el.offsetWidth, height: el.offsetHeight } : BOX;
}

const ICONS = {
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM19 11a7 7 0 0 1-14 0M12 18v3',
  micOff: 'M3 3l18 18M9 9v3a3 3 0 0 0 5.1 2.1M15 10V6a3 3 0 0 0-5.7-1.3M19 11a7 7 0 0 1-1.2 3.9M5 11a7 7 0 0 0 11 5.7M12 18v3',
  camera: 'M3 7h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM16 11l6-3v8l-6-3',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  hangup:
    'M10.7 13.3a16 16 0 0 0 3.4 2.6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2v3a2 2 0 0 1-2.2 2A19.8 19.8 0 0 1 3 4.2 2 2 0 0 1 5 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8.9 9.8M22 2L2 22',
  pip: 'M3 5h18v14H3zM12 12h7v5h-7z',
} as const;

function RoundButton(props: { label: string; icon: keyof typeof ICONS; onClick(): void; kind?: 'danger' | 'accept'; pressed?: boolean }) {
  return (
    <button
      type="button"
      className={`pw-call__btn${props.kind ? ` pw-call__btn--${props.kind}` : ''}`}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      <svg
        width={22}
        height={22}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <path d={ICONS[props.icon]} />
      </svg>
    </button>
  );
}
