/** What can sit under any body: the translation (W-MT8) and the sensitive-words note on the visitor's own line (W-MT9). */
import { useTranslation } from '../../i18n/useTranslation';
import type { UiMessage } from '../../session/types';
import { RichText } from '../RichText';
import { isFlaggedOwnLine, translationOf } from './extras';

export function MessageExtras({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  const sensitive = isFlaggedOwnLine(m);
  const translated = translationOf(m);
  if (!translated && !sensitive) return null;
  return (
    <>
      {translated && (
        <div className="pw-translation" lang="">
          <span className="pw-translation__label">{t('media.translation')}</span>
          <RichText text={translated} />
        </div>
      )}
      {sensitive && (
        <div className="pw-sensitive" role="note">
          {m.sensitiveWords ? t('media.sensitiveWords', { words: m.sensitiveWords }) : t('media.sensitive')}
        </div>
      )}
    </>
  );
}
