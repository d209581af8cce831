import { useTranslation } from '../i18n/useTranslation';
import { Avatar } from './Avatar';
import type { HeaderModel } from './headerModel';
import { BackIcon, CloseIcon, EndChatIcon } from '../ui/icons';

interface Props {
  model: HeaderModel;
  onBack?: (() => void) | undefined;
  onClose?: (() => void) | undefined;
  onEnd?: (() => void) | undefined;
}

export function Header({ model, onBack, onClose, onEnd }: Props) {
  const { t } = useTranslation();
  const { subtitle } = model;
  return (
    <header className="pw-header">
      {onBack && (
        <button type="button" className="pw-icon-btn" onClick={onBack} aria-label={t('header.back')}>
          <BackIcon />
        </button>
      )}
      <Avatar src={model.avatar.src} kind={model.avatar.kind} size={36} className="pw-header__avatar" />
      <div className="pw-header__text">
        <h1 className="pw-header__title">{model.title}</h1>
        <p className="pw-header__sub" aria-live="polite">
          {subtitle.kind === 'typing' ? (
            <span className="pw-typing">
              {t('header.typing')}
              <span className="pw-typing__dots" aria-hidden>
                <i />
                <i />
                <i />
              </span>
            </span>
          ) : subtitle.kind === 'ended' ? (
            t('header.ended')
          ) : subtitle.kind === 'queued' ? (
            t('header.queued', { n: subtitle.position })
          ) : subtitle.kind === 'text' ? (
            subtitle.text
          ) : (
            <>
              <span className="pw-online-dot" aria-hidden />
              {t(subtitle.role === 'robot' ? 'header.robot' : 'header.agent')}
            </>
          )}
        </p>
      </div>
      <div className="pw-header__actions">
        {onEnd && (
          <button type="button" className="pw-icon-btn" onClick={onEnd} aria-label={t('header.end')} title={t('header.end')}>
            <EndChatIcon />
          </button>
        )}
        {onClose && (
          <button type="button" className="pw-icon-btn" onClick={onClose} aria-label={t('header.close')} title={t('header.close')}>
            <CloseIcon />
          </button>
        )}
      </div>
    </header>
  );
}
