/** msgType 4 (W-MT3): a file card with its name, size and a download link. */
import { useTranslation } from '../../i18n/useTranslation';
import { fileSuffix, safeUrl } from '@parley/protocol';
import { currentLocale } from '../../i18n';
import { formatFileSize } from '../../i18n/format';
import type { UiMessage } from '../../session/types';
import { DownloadIcon, FileIcon } from '../footer/mediaIcons';
import { UploadProgress } from './UploadProgress';
import './files.css';

export default function FileMessage({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  const href = safeUrl(m.msgContent);
  const name = m.fileName || t('media.file');
  const suffix = fileSuffix(name).toUpperCase();
  const size = m.size !== undefined ? formatFileSize(m.size, currentLocale()) : '';
  return (
    <div className="pw-file">
      <span className="pw-file__icon" aria-hidden>
        <FileIcon width={22} height={22} />
        {suffix && <span className="pw-file__ext">{suffix.slice(0, 4)}</span>}
      </span>
      <span className="pw-file__text">
        <span className="pw-file__name" title={name}>
          {name}
        </span>
        <span className="pw-file__meta">{[size, suffix].filter(Boolean).join(' · ')}</span>
      </span>
      {href && (
        <a
          className="pw-file__download"
          href={href}
          download={name}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('media.download')}
          title={t('media.download')}
        >
          <DownloadIcon />
        </a>
      )}
      <UploadProgress message={m} />
    </div>
  );
}
