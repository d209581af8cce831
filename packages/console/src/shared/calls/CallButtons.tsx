/** The conversation header's call entries (issue 16): ring the visitor for a video or a voice call. */
import { useSyncExternalStore } from 'react';
import { Button, Tooltip } from 'antd';
import { PhoneOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { VideoType } from '@parley/protocol';
import { callSnapshot, ring, watchCalls } from './callController';
import { useTranslation } from 'react-i18next';

export function CallButtons({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('conversation');
  const snap = useSyncExternalStore(watchCalls, callSnapshot);
  const busy = snap.phase === 'ringingIn' || snap.phase === 'ringingOut' || snap.phase === 'connecting' || snap.phase === 'active';
  return (
    <>
      <Tooltip title={t('calls.videoTip')}>
        <Button icon={<VideoCameraOutlined />} disabled={busy} onClick={() => void ring(sessionId, VideoType.VIDEO)}>
          <span className="action-label">{t('calls.video')}</span>
        </Button>
      </Tooltip>
      <Tooltip title={t('calls.voiceTip')}>
        <Button
          icon={<PhoneOutlined />}
          disabled={busy}
          onClick={() => void ring(sessionId, VideoType.VOICE)}
          aria-label={t('calls.voiceCall')}
        >
          <span className="action-label">{t('calls.voice')}</span>
        </Button>
      </Tooltip>
    </>
  );
}
