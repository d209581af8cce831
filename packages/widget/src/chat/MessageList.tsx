import { DotLoading, PullToRefresh } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SenderType, type ChannelInfo } from '@parley/protocol';
import type { HistoryState, UiMessage } from '../session/types';
import { MessageRow } from './MessageRow';
import { buildTimeline } from './timeline';

interface Props {
  messages: UiMessage[];
  history: HistoryState;
  channel: ChannelInfo;
  agentNick: string;
  /** Bumped when the list must show its end (FQ3). */
  scrollSeq: number;
  onLoadHistory(): Promise<void>;
  onRetry(localId: string): void;
  /** Shown after the last message: the inline pre-chat form (UF2). */
  tail?: ReactNode;
}

/** Within this distance of the end the visitor counts as reading the newest message. */
const NEAR_BOTTOM_PX = 96;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function MessageList({ messages, history, channel, agentNick, scrollSeq, onLoadHistory, onRetry, tail }: Props) {
  const { t } = useTranslation();
  const rows = useMemo(() => buildTimeline(messages), [messages]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string | undefined; last?: string | undefined; height: number; nearBottom: boolean }>({
    height: 0,
    nearBottom: true,
  });

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (el) seen.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  }, []);

  // Keep the view steady: older messages added above keep the reader's place; a new message at the end
  // scrolls into view when the visitor was at the end or wrote it.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const prev = seen.current;
    const first = rows[0]?.key;
    const lastRow = rows.at(-1);
    const last = lastRow?.key;
    if (prev.last === undefined) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== prev.first && last === prev.last) {
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (last !== prev.last) {
      const mine = lastRow?.kind === 'message' && lastRow.message.senderType === SenderType.VISITOR;
      if (prev.nearBottom || mine) {
        el.scrollTo({ top: el.scrollHeight, behavior: reducedMotion() ? 'auto' : 'smooth' });
        prev.nearBottom = true;
      }
    }
    seen.current = { first, last, height: el.scrollHeight, nearBottom: prev.nearBottom };
  }, [rows]);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el || scrollSeq === 0) return;
    el.scrollTo({ top: el.scrollHeight, behavior: reducedMotion() ? 'auto' : 'smooth' });
    seen.current.nearBottom = true;
  }, [scrollSeq]);

  const list = (
    <div className="pw-list__inner">
      {history !== false && (
        <div className="pw-history">
          {history === 'loadStart' && (
            <button type="button" className="pw-history__more" onClick={() => void onLoadHistory()}>
              {t('history.more')}
            </button>
          )}
          {history === 'loading' && (
            <span className="pw-history__text" role="status">
              {t('history.loading')}
              <DotLoading color="currentColor" />
            </span>
          )}
          {history === 'end' && <span className="pw-history__text">{t('history.end')}</span>}
        </div>
      )}
      <ol className="pw-rows" aria-label={t('message.list')}>
        {rows.map((row) => (
          <li key={row.key}>
            {row.kind === 'time' ? (
              <time className="pw-time">{row.label}</time>
            ) : (
              <MessageRow message={row.message} continued={row.continued} channel={channel} agentNick={agentNick} onRetry={onRetry} />
            )}
          </li>
        ))}
      </ol>
      {tail}
    </div>
  );

  return (
    <div className="pw-list" ref={scrollRef} onScroll={onScroll} aria-live="polite" aria-relevant="additions">
      {history === false ? (
        list
      ) : (
        <PullToRefresh
          onRefresh={onLoadHistory}
          disabled={history !== 'loadStart'}
          pullingText={t('history.pull')}
          canReleaseText={t('history.release')}
          refreshingText={t('history.loading')}
          completeText={t('history.done')}
        >
          {list}
        </PullToRefresh>
      )}
    </div>
  );
}
