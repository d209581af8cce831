import { Image } from 'antd';
import { DownloadOutlined, FileOutlined, FilePdfOutlined, FileZipOutlined, FileWordOutlined, FileExcelOutlined } from '@ant-design/icons';
import { fileSuffix, formatBytes, safeUrl } from '@parley/protocol';
import { useTranslation } from 'react-i18next';

/** A thumbnail that opens antd's lightbox; inside an Image.PreviewGroup the thread's images page left and right. */
export function ImageBody({ url, name }: { url: string; name?: string }) {
  const { t } = useTranslation('conversation');
  const src = safeUrl(url);
  if (!src) return <span className="msg-text">{t('preview.image')}</span>;
  return <Image className="msg-image" src={src} alt={name || t('media.image')} />;
}

export function VideoBody({ url }: { url: string }) {
  const { t } = useTranslation('conversation');
  const src = safeUrl(url);
  return src ? (
    <video className="msg-video" src={src} controls preload="metadata" />
  ) : (
    <span className="msg-text">{t('preview.video')}</span>
  );
}

export function AudioBody({ url }: { url: string }) {
  const { t } = useTranslation('conversation');
  const src = safeUrl(url);
  return src ? (
    <audio className="msg-audio" src={src} controls preload="metadata" />
  ) : (
    <span className="msg-text">{t('preview.audio')}</span>
  );
}

const ICONS: Record<string, typeof FileOutlined> = {
  pdf: FilePdfOutlined,
  zip: FileZipOutlined,
  rar: FileZipOutlined,
  '7z': FileZipOutlined,
  doc: FileWordOutlined,
  docx: FileWordOutlined,
  xls: FileExcelOutlined,
  xlsx: FileExcelOutlined,
  csv: FileExcelOutlined,
};

/** Name, size and a download link; without a URL yet (still uploading) it is shown without the link. */
export function FileCard({ url, name, size }: { url: string; name?: string; size?: number }) {
  const { t } = useTranslation('conversation');
  const href = safeUrl(url);
  const label = name || decodeURIComponent(href?.split('?')[0]?.split('/').pop() ?? '') || t('media.file');
  const Icon = ICONS[fileSuffix(label)] ?? FileOutlined;
  return (
    <div className="msg-file">
      <Icon className="msg-file-icon" />
      <div className="msg-file-text">
        <span className="msg-file-name" title={label}>
          {label}
        </span>
        <span className="msg-file-size">{size !== undefined ? formatBytes(size) : fileSuffix(label).toUpperCase() || t('media.file')}</span>
      </div>
      {href && (
        <a
          className="msg-file-download"
          href={href}
          download={label}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('media.download', { name: label })}
        >
          <DownloadOutlined />
        </a>
      )}
    </div>
  );
}
