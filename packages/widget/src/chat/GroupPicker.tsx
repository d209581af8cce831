/** Channel-group choice (§4 "Group mode"): a bottom popup, closable unless receiveMode is 3 (W-GR3, W-GR4). */
import { Popup } from 'antd-mobile';
import { useTranslation } from '../i18n/useTranslation';
import type { ChannelGroup } from '@parley/protocol';
import { ChevronIcon, CloseIcon } from '../ui/icons';
import '../styles/sheet.css';

interface Props {
  groups: ChannelGroup[];
  closable: boolean;
  onPick(groupId: string): void;
  onClose(): void;
}

export default function GroupPicker({ groups, closable, onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Popup visible onMaskClick={closable ? onClose : undefined} bodyClassName="pw-sheet" getContainer={null} destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="pw-groups-title">
        <header className="pw-sheet__head">
          <div>
            <h2 id="pw-groups-title" className="pw-sheet__title">
              {t('groups.title')}
            </h2>
            <p className="pw-sheet__hint">{t('groups.hint')}</p>
          </div>
          {closable && (
            <button type="button" className="pw-icon-btn" onClick={onClose} aria-label={t('groups.close')}>
              <CloseIcon />
            </button>
          )}
        </header>
        <ul className="pw-sheet__list">
          {groups.map((g) => (
            <li key={String(g.groupId)}>
              <button type="button" className="pw-sheet__item" onClick={() => onPick(String(g.groupId))}>
                <span>{g.groupName}</span>
                <ChevronIcon width={18} height={18} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}
