/** The quick-menu chip strip above the input (§2 "Quick-menu strip of chips"). */
import { useTranslation } from 'react-i18next';
import { MenuType } from '@parley/protocol';
import { newsFirst, type MenuEntry } from '../session/menu';

interface Props {
  entries: MenuEntry[];
  onPick(entry: MenuEntry, autoLabel: string): void;
  /** LM1: tickets with news since the page opened, a badge on the leave-message entry ("my messages"). */
  ticketNews: number;
}

export function QuickMenu({ entries, onPick, ticketNews }: Props) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const shown = newsFirst(entries, ticketNews);
  return (
    <nav className="pw-menu" aria-label={t('menu.label')}>
      <ul className="pw-chips pw-chips--row">
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
    </nav>
  );
}
