import { useTranslation } from '../i18n/useTranslation';
import { BrokenLinkArt } from '../ui/icons';

/** /index without channelId (W-ST1): say what is wrong and what to do, in the visitor's language. */
export function MissingChannel() {
  const { t } = useTranslation();
  return (
    <div className="pw-app pw-app--page">
      <main className="pw-state pw-state--card">
        <BrokenLinkArt className="pw-state__art" />
        <h1 className="pw-state__title">{t('missing.title')}</h1>
        <p className="pw-state__body">{t('missing.body')}</p>
        <p className="pw-state__hint">{t('missing.hint')}</p>
      </main>
    </div>
  );
}
