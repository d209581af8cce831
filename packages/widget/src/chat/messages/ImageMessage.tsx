/** msgType 2 (W-MT2): a thumbnail; a tap opens the lightbox over all of the conversation's images. */
import { useTranslation } from '../../i18n/useTranslation';
import { galleryOf, imageSrc } from '../gallery';
import type { UiMessage } from '../../session/types';
import { useChat } from '../chatContext';
import { UploadProgress } from './UploadProgress';

export function ImageMessage({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  const { session } = useChat();
  const src = imageSrc(m);
  if (!src) return <span className="pw-media-missing">{m.fileName || t('media.image')}</span>;
  const open = () => {
    // Read at tap time: the list may have grown since this row rendered.
    const { images, index } = galleryOf(session.store.getState().messages, m.key);
    void import('./lightbox').then((l) => l.openLightbox(images, index));
  };
  return (
    <button type="button" className="pw-image" onClick={open} aria-label={t('media.openImage')}>
      <img src={src} alt={m.fileName ?? ''} loading="lazy" decoding="async" />
      <UploadProgress message={m} />
    </button>
  );
}
