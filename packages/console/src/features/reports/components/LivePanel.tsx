import { useCallback, useEffect, useRef, useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportLive } from '@parley/protocol';
import { subscribeAgentStream } from '../../../shared/agentStream';
import { formatWaiting } from '../../../shared/format';
import { useNow } from '../../../shared/useNow';
import { fetchLive } from '../api/reports';

/** Events that change what the panel counts; a burst of them fetches once. */
const LIVE_EVENTS = new Set(['queueChanged', 'conversationChanged', 'presence', 'hello']);
const REFETCH_AFTER_MS = 500;

/** What is happening now, kept current by the console's stream (refetched on its changes and on reconnect). */
export function LivePanel() {
  const { t } = useTranslation('reports');
  const [live, setLive] = useState<ReportLive | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const now = useNow(1000);
  const refresh = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      fetchLive().then(setLive, () => undefined);
    }, REFETCH_AFTER_MS);
  }, []);
  useEffect(() => {
    void fetchLive().then(setLive, () => undefined);
    const off = subscribeAgentStream({ onEvent: (e) => LIVE_EVENTS.has(e.type) && refresh(), onOpen: refresh });
    return () => {
      off();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [refresh]);
  const items: [string, string, string?][] = live
    ? [
        ['agentsOnline', String(live.agentsOnline), 'good'],
        ['agentsAway', String(live.agentsAway)],
        ['queued', String(live.queued), live.queued > 0 ? 'warn' : undefined],
        [
          'longestWait',
          live.longestWaitSince === null ? '–' : formatWaiting(now - live.longestWaitSince),
          live.longestWaitSince ? 'warn' : undefined,
        ],
        ['inProgress', String(live.inProgress)],
        ['withRobot', String(live.withRobot)],
      ]
    : [];
  return (
    <Card size="small" className="report-live" title={<span className="report-live-title">{t('live.title')}</span>} loading={!live}>
      <div className="report-live-items">
        {items.map(([key, value, tone]) => (
          <div key={key} className={`report-live-item ${tone ?? ''}`} data-live={key}>
            <div className="report-live-value">{value}</div>
            <div className="report-live-label">{t(`live.${key}`)}</div>
          </div>
        ))}
      </div>
    </Card>
  );
}
