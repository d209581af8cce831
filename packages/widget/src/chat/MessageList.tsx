import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { SenderType, type ChannelInfo } from '@parley/protocol';
import type { HistoryState, UiMessage } from '../session/types';
import { MessageRow } from './MessageRow';
import { seenMessageKey } from './seen';
import { buildTimeline } from './timeline';
import { currentLocale } from '../i18n';
import { usePullDown } from './usePullDown';
import type { PullStatus } from './pullDown';
import { markFirstScreen } from '../ui/firstScreen';

interface Props {
  messages: UiMessage[];
  history: HistoryState;
  channel: ChannelInfo;
  agentNick: string;
  /** W-EV13: the agent's read mark over the visitor's messages. */
  agentReadMsgId?: number;
  /** Bumped when the list must show its end (W-FQ3). */
  scrollSeq: number;
  onLoadHistory(): Promise<void>;
  onRetry(localId: string): void;
  /** Shown after the last message: the inline pre-chat form (W-UF2). */
  tail?: ReactNode;
}

/** Within this distance of the end the visitor counts as reading the newest message. */
const NEAR_BOTTOM_PX = 96;

/** The head's text for each status of the pull (W-HI6). */
const PULL_TEXT: Record<Exclude<PullStatus, 'idle'>, string> = {
  pulling: 'history.pull',
  canRelease: 'history.release',
  refreshing: 'history.loading',
  complete: 'history.done',
};

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function MessageList({ messages, history, channel, agentNick, agentReadMsgId = 0, scrollSeq, onLoadHistory, onRetry, tail }: Props) {
  const { t } = useTranslation();
  // useTranslation renders again on a switch of locale; the separators are then written in the new one.
  const locale = currentLocale();
  const rows = useMemo(() => buildTimeline(messages, locale), [messages, locale]);
  const seenKey = useMemo(() => seenMessageKey(messages, agentReadMsgId), [messages, agentReadMsgId]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string | undefined; last?: string | undefined; height: number; nearBottom: boolean }>({
    height: 0,
    nearBottom: true,
  });

  // The rows of the first screen are the page's content and show at once; only rows that arrive later slide in
  // (an entrance animation there would hold the welcome back by its length).
  const firstRows = useRef<ReadonlySet<string> | null>(null);
  if (firstRows.current === null && rows.length) firstRows.current = new Set(rows.map((r) => r.key));

  // W-MT2: the newest row the list followed to the end; an image loading in it keeps the end in view.
  const followed = useRef<string | undefined>(undefined);

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
      followed.current = last;
      // The first messages are on screen: the bundle budget counts what was requested before this mark.
      if (last !== undefined) markFirstScreen();
    } else if (first !== prev.first && last === prev.last) {
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (last !== prev.last) {
      const mine = lastRow?.kind === 'message' && lastRow.message.senderType === SenderType.VISITOR;
      if (prev.nearBottom || mine) {
        el.scrollTo({ top: el.scrollHeight, behavior: reducedMotion() ? 'auto' : 'smooth' });
        prev.nearBottom = true;
        followed.current = last;
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

  // W-MT2: an image grows its row when it loads; while the list follows the end (and the visitor has not scrolled
  // away by hand), it keeps following. Load events do not bubble, so they are caught on the way down.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onLoad = (e: Event) => {
      if (!(e.target instanceof HTMLImageElement)) return;
      if (followed.current !== undefined && followed.current === seen.current.last) el.scrollTop = el.scrollHeight;
      seen.current.height = el.scrollHeight;
    };
    const byHand = () => (followed.current = undefined);
    el.addEventListener('load', onLoad, true);
    el.addEventListener('wheel', byHand, { passive: true });
    el.addEventListener('touchmove', byHand, { passive: true });
    return () => {
      el.removeEventListener('load', onLoad, true);
      el.removeEventListener('wheel', byHand);
      el.removeEventListener('touchmove', byHand);
    };
  }, []);

  const pull = usePullDown(scrollRef, history === 'loadStart', onLoadHistory);

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
              <span className="pw-dots" aria-hidden="true" />
            </span>
          )}
          {history === 'end' && <span className="pw-history__text">{t('history.end')}</span>}
        </div>
      )}
      <ol className="pw-rows" aria-label={t('message.list')}>
        {rows.map((row) => (
          <li key={row.key} className={firstRows.current?.has(row.key) ? 'pw-rows__first' : undefined}>
            {row.kind === 'time' ? (
              // W-SH7: the spec's pattern reads left to right in every locale.
              <time className="pw-time" dir="ltr" dateTime={new Date(row.at).toISOString()} title={row.full}>
                {row.label}
              </time>
            ) : (
              <MessageRow
                message={row.message}
                continued={row.continued}
                channel={channel}
                agentNick={agentNick}
                onRetry={onRetry}
                seen={row.message.key === seenKey}
              />
            )}
          </li>
        ))}
      </ol>
      {tail}
    </div>
  );

  return (
    <div className="pw-list" ref={scrollRef} onScroll={onScroll} aria-live="polite" aria-relevant="additions">
      {pull.status !== 'idle' && (
        <div className="pw-pull" style={{ height: pull.offset }} role="status">
          {t(PULL_TEXT[pull.status])}
        </div>
      )}
      {list}
    </div>
  );
}
