import { Image } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { safeUrl } from '@parley/protocol';
import { isImageFile, type TicketFile } from '../model/timeline';
import { useTranslation } from 'react-i18next';

/** A record's attachments: image thumbnails that open antd's lightbox (paging through them), other files as links. */
export function Attachments({ files }: { files: TicketFile[] }) {
  const { t } = useTranslation('tickets');
  const usable = files.map((f) => ({ f, url: safeUrl(f.fileUrl) })).filter((x): x is { f: TicketFile; url: string } => x.url !== undefined);
  if (usable.length === 0) return null;
  const images = usable.filter((x) => isImageFile(x.f));
  const others = usable.filter((x) => !isImageFile(x.f));
  return (
    <div className="ticket-files">
      {images.length > 0 && (
        <Image.PreviewGroup>
          {images.map(({ f, url }) => (
            <Image key={url} src={url} alt={f.fileName || t('attachment')} width={88} height={88} className="ticket-thumb" />
          ))}
        </Image.PreviewGroup>
      )}
      {others.map(({ f, url }) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer" className="ticket-file-link">
          <PaperClipOutlined /> {f.fileName || t('attachment')}
        </a>
      ))}
    </div>
  );
}
