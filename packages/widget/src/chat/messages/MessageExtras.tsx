/** What can sit under any body: the translation (MT8) and the sensitive-words note on the visitor's own line (MT9). */
import { useTranslation } from 'react-i18next';
import { SenderType, isBlank } from '@parley/protocol';
import type { UiMessage } from '../../session/types';
import { RichText } from '../RichText';

export function MessageExtras({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  const sensitive = m.sensitiveFlag === 1 && m.senderType === SenderType.VISITOR;
  // On a flagged line msgTransContent is the masked text the agent reads (SW2), not a translation: the note says it.
  const translated = !sensitive && m.msgTransContent && !isBlank(m.msgTransContent) && m.msgTransContent !== m.msgContent;
  if (!translated && !sensitive) return null;
  return (
    <>
      {translated && (
        <div className="pw-translation" lang="">
          <span className="pw-translation__label">{t('media.translation')}</span>
          <RichText text={m.msgTransContent!} />
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
