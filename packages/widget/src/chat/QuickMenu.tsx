/** The quick-menu chip strip above the input (§2 "Quick-menu strip of chips"); W-MN7, W-MN8. */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { MenuType } from '@parley/protocol';
import { stripOrder, type MenuEntry } from '../session/menu';
import { ChevronIcon } from '../ui/icons';
import { chipAfterKey, pageShift, stripEdges, wheelShift, type StripEdges } from './chipStrip';

/** W-SH8: the strip's writing direction (the document's, for ar and fa). */
const isRtl = (el: Element) => getComputedStyle(el).direction === 'rtl';

interface Props {
  entries: MenuEntry[];
  onPick(entry: MenuEntry, autoLabel: string): void;
  /** W-LM1: tickets with news since the page opened, a badge on the leave-message entry ("my messages"). */
  ticketNews: number;
}

export function QuickMenu({ entries, onPick, ticketNews }: Props) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<StripEdges>({ before: false, after: false });
  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const next = stripEdges(el.scrollLeft, el.clientWidth, el.scrollWidth);
    setEdges((e) => (e.before === next.before && e.after === next.after ? e : next));
  }, []);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    // W-MN8: a mouse wheel turns the strip; passive: false so the page does not scroll with it.
    const onWheel = (e: WheelEvent) => {
      const shift = wheelShift(e.deltaX, e.deltaY, stripEdges(el.scrollLeft, el.clientWidth, el.scrollWidth));
      if (shift === 0) return;
      e.preventDefault();
      el.scrollLeft += isRtl(el) ? -shift : shift;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      resized.disconnect();
      el.removeEventListener('wheel', onWheel);
    };
  }, [measure, entries.length]);

  if (entries.length === 0) return null;
  const shown = stripOrder(entries, ticketNews);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const chips = [...(strip.current?.querySelectorAll<HTMLButtonElement>('.pw-chip') ?? [])];
    const at = chips.indexOf(document.activeElement as HTMLButtonElement);
    const next = at < 0 || !strip.current ? null : chipAfterKey(e.key, at, chips.length, isRtl(strip.current));
    if (next === null) return;
    e.preventDefault();
    chips[next]?.focus();
    chips[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const page = (direction: -1 | 1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: pageShift(direction, el.clientWidth, isRtl(el)), behavior: 'smooth' });
  };

  return (
    <nav className={`pw-menu${edges.before ? ' has-before' : ''}${edges.after ? ' has-after' : ''}`} aria-label={t('menu.label')}>
      {edges.before && (
        <button type="button" className="pw-menu__arrow pw-menu__arrow--before" tabIndex={-1} aria-hidden onClick={() => page(-1)}>
          <ChevronIcon width={16} height={16} />
        </button>
      )}
      <ul className="pw-chips pw-chips--row" ref={strip} onScroll={measure} onKeyDown={onKeyDown}>
        {shown.map((e) => {
          const autoLabel = t(`menu.auto${e.menuType}`, { defaultValue: '' });
          const label = e.label ?? autoLabel;
          const news = e.menuType === MenuType.LEAVE_MESSAGE ? ticketNews : 0;
          const style = e.item?.background || e.item?.color ? { background: e.item.background, color: e.item.color } : undefined;
          return (
            <li key={e.key}>
              <button
                type="button"
                className="pw-chip"
                style={style}
                aria-label={news > 0 ? `${label}, ${t('menu.ticketNews', { count: news })}` : undefined}
                onClick={() => onPick(e, autoLabel)}
              >
                {label}
                {news > 0 && (
                  <span className="pw-chip__badge" aria-hidden>
                    {news}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {edges.after && (
        <button type="button" className="pw-menu__arrow pw-menu__arrow--after" tabIndex={-1} aria-hidden onClick={() => page(1)}>
          <ChevronIcon width={16} height={16} />
        </button>
      )}
    </nav>
  );
}
