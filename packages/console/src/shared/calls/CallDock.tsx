/**
 * The agent's call window (issue 16): a visitor's request rings here (accept, decline), an outgoing call waits here,
 * and a call has mute, picture-in-picture, switch to voice and hang-up, like the widget's box. Bottom-right, above
 * every page, so a call survives moving between inbox, history and settings.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button, Tooltip } from 'antd';
import { AudioMutedOutlined, AudioOutlined, CloseOutlined, PhoneOutlined, ExpandOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { formatCallDuration } from '@parley/protocol';
import { useNow } from '../useNow';
import { accept, callSnapshot, decline, dismiss, hangUp, startCalls, switchToVoice, toggleMute, watchCalls } from './callController';
import './calls.css';
import { useTranslation } from 'react-i18next';

export default function CallDock({ agentId }: { agentId: number }) {
  const { t } = useTranslation('conversation');
  useEffect(() => startCalls(agentId), [agentId]);
  const snap = useSyncExternalStore(watchCalls, callSnapshot);
  const remoteRef = useRef<HTMLVideoElement>(null);
  const localRef = useRef<HTMLVideoElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const now = useNow(1000);
  const videoOn = snap.call?.callType === 'video' && !snap.voice;
  useEffect(() => {
    if (remoteRef.current) remoteRef.current.srcObject = snap.remote;
    if (audioRef.current) audioRef.current.srcObject = snap.remote;
    if (localRef.current) localRef.current.srcObject = snap.local;
  }, [snap.remote, snap.local, snap.phase, videoOn]);

  if (snap.phase === 'idle') return null;
  const call = snap.call;
  const who = call?.visitorName || t('calls.theVisitor');
  const kind = call?.callType === 'voice' || snap.voice ? t('calls.voiceCall') : t('calls.videoCall');
  const live = snap.phase === 'connecting' || snap.phase === 'active';
  let status: string;
  if (snap.phase === 'ringingIn') status = t(call?.callType === 'voice' ? 'calls.asksVoice' : 'calls.asksVideo', { who });
  else if (snap.phase === 'ringingOut') status = t('calls.calling', { who });
  else if (snap.phase === 'connecting') status = t('calls.connecting');
  else if (snap.phase === 'active')
    status = t('calls.with', { who, time: formatCallDuration(call?.answeredAt ? now - call.answeredAt : 0) });
  else if (snap.phase === 'ended') status = t('calls.ended');
  else if (snap.phase === 'declined') status = t('calls.declined', { who });
  else status = snap.error;

  return (
    <section
      className={`call-dock call-dock--${snap.phase}${videoOn && live ? ' call-dock--video' : ''}`}
      aria-label={t('calls.call')}
      data-testid="agent-call"
      data-phase={snap.phase}
    >
      <header className="call-dock__bar">
        <span>{kind}</span>
        {!live && snap.phase !== 'ringingIn' && snap.phase !== 'ringingOut' && (
          <Button
            type="text"
            size="small"
            className="call-dock__x"
            icon={<CloseOutlined />}
            aria-label={t('calls.close')}
            onClick={dismiss}
          />
        )}
      </header>
      <div className="call-dock__stage">
        {live && videoOn ? (
          <>
            <video ref={remoteRef} className="call-dock__remote" autoPlay playsInline data-testid="agent-call-remote" />
            <video ref={localRef} className="call-dock__self" autoPlay playsInline muted />
          </>
        ) : (
          <>
            {live && <audio ref={audioRef} autoPlay />}
            <div className="call-dock__avatar" aria-hidden>
              {who.slice(0, 1).toUpperCase()}
            </div>
          </>
        )}
        <p className="call-dock__status" role="status" data-testid="agent-call-status">
          {status}
        </p>
      </div>
      <div className="call-dock__controls">
        {snap.phase === 'ringingIn' && (
          <>
            <Button shape="round" danger type="primary" onClick={() => void decline()}>
              {t('calls.decline')}
            </Button>
            <Button
              shape="round"
              type="primary"
              className="call-dock__accept"
              icon={call?.callType === 'voice' ? <PhoneOutlined /> : <VideoCameraOutlined />}
              onClick={() => void accept()}
            >
              {t('calls.accept')}
            </Button>
          </>
        )}
        {snap.phase === 'ringingOut' && (
          <Button shape="round" danger type="primary" onClick={() => void hangUp()}>
            {t('calls.cancel')}
          </Button>
        )}
        {live && (
          <>
            <Tooltip title={snap.muted ? t('calls.unmute') : t('calls.mute')}>
              <Button
                shape="circle"
                size="large"
                aria-label={snap.muted ? t('calls.unmute') : t('calls.mute')}
                aria-pressed={snap.muted}
                icon={snap.muted ? <AudioMutedOutlined /> : <AudioOutlined />}
                onClick={() => void toggleMute()}
              />
            </Tooltip>
            {videoOn && document.pictureInPictureEnabled && (
              <Tooltip title={t('calls.pip')}>
                <Button
                  shape="circle"
                  size="large"
                  aria-label={t('calls.pip')}
                  icon={<ExpandOutlined />}
                  onClick={() => void remoteRef.current?.requestPictureInPicture().catch(() => undefined)}
                />
              </Tooltip>
            )}
            {videoOn && (
              <Tooltip title={t('calls.toVoice')}>
                <Button
                  shape="circle"
                  size="large"
                  aria-label={t('calls.toVoice')}
                  icon={<PhoneOutlined />}
                  onClick={() => void switchToVoice()}
                />
              </Tooltip>
            )}
            <Button shape="round" size="large" danger type="primary" onClick={() => void hangUp()}>
              {t('calls.hangUp')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
