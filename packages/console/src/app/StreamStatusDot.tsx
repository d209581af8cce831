import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { subscribeAgentStream, type StreamStatus } from '../shared/agentStream';

/**
 * Whether live updates are flowing: agents must know when the inbox may be stale. While live it shows nothing (the
 * words stay for screen readers): a green "Live" beside the workspace name read as "visitors can reach you", which is
 * the presence switch's job.
 */
export function StreamStatusDot() {
  const { t } = useTranslation('shell');
  const [status, setStatus] = useState<StreamStatus>('connecting');
  useEffect(() => subscribeAgentStream({ onStatus: setStatus }), []);
  return (
    <Tooltip title={status === 'live' ? t('stream.liveTip') : t('stream.pausedTip')}>
      <span className={`stream-status ${status}`} role="status">
        <span className="dot" aria-hidden="true" />
        <span className="stream-label">{t(`stream.${status}`)}</span>
      </span>
    </Tooltip>
  );
}
