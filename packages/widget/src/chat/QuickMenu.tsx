/** The quick-menu chip strip above the input (§2 "Quick-menu strip of chips"). */
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../session/menu';

interface Props {
  entries: MenuEntry[];
  onPick(entry: MenuEntry, autoLabel: string): void;
}

export function QuickMenu({ entries, onPick }: Props) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <nav className="pw-menu" aria-label={t('menu.label')}>
      <ul className="pw-chips pw-chips--row">
        {entries.map((e) => {
          const autoLabel = t(`menu.auto${e.menuType}`, { defaultValue: '' });
          const style = e.item?.background || e.item?.color ? { background: e.item.background, color: e.item.color } : undefined;
          return (
            <li key={e.key}>
              <button type="button" className="pw-chip" style={style} onClick={() => onPick(e, autoLabel)}>
                {e.label ?? autoLabel}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
