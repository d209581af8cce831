import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { noticeScrollSeconds } from '@parley/protocol';
import { MegaphoneIcon } from '../ui/icons';

/**
 * The channel's scrolling notice (W-SH4): a text wider than the bar crosses it from the right edge until it has left
 * on the left (the other way right to left, W-SH8), one pass lasting the spec's duration, then starts again. A CSS animation rather than antd-mobile's
 * NoticeBar keeps its two icons and script off the first screen; without motion the text wraps instead.
 */
export function Announcement({ text }: { text: string }) {
  const { t, i18n } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLSpanElement>(null);
  const [travel, setTravel] = useState<{ from: number; to: number } | null>(null);

  useLayoutEffect(() => {
    const el = track.current;
    const box = el?.clientWidth ?? 0;
    const width = line.current?.scrollWidth ?? 0;
    // Right to left the line sits on the right edge: it comes in from the left and leaves on the right.
    const rtl = el ? getComputedStyle(el).direction === 'rtl' : false;
    setTravel(width <= box ? null : rtl ? { from: -box, to: width } : { from: box, to: -width });
  }, [text, i18n.language]);

  const style = travel
    ? ({
        '--pw-notice-from': `${travel.from}px`,
        '--pw-notice-to': `${travel.to}px`,
        animationDuration: `${noticeScrollSeconds(text)}s`,
      } as CSSProperties)
    : undefined;

  return (
    // A landmark (axe 'region'): everything on the page sits in one, and the tenant's notice is worth finding.
    <aside className="pw-announcement" aria-label={t('notices.label')}>
      <MegaphoneIcon className="pw-announcement__icon" width={16} height={16} />
      <div className="pw-announcement__track" ref={track}>
        <span ref={line} className={travel ? 'pw-announcement__text pw-announcement__text--moving' : 'pw-announcement__text'} style={style}>
          {text}
        </span>
      </div>
    </aside>
  );
}
