import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { subscribeAgentStream, type StreamStatus } from '../shared/agentStream';

const LABEL: Record<StreamStatus, string> = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' };

/** Whether live updates are flowing: agents must know when the inbox may be stale. */
export function StreamStatusDot() {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  useEffect(() => subscribeAgentStream({ onStatus: setStatus }), []);
  return (
    <Tooltip title={status === 'live' ? 'Live updates are on' : 'Live updates are paused; retrying'}>
      <span className={`stream-status ${status}`} role="status">
        <span className="dot" aria-hidden="true" />
        <span className="stream-label">{LABEL[status]}</span>
      </span>
    </Tooltip>
  );
}
