/**
 * Up to three images on a ticket (W-LM4): thumbnails with upload progress and removal, and an add tile. Each file
 * uploads as soon as it is chosen, through the injected uploader (the services'), never the network directly.
 */
import { ProgressCircle, Toast } from 'antd-mobile';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ApiCode, LEAVE_MSG_IMAGE_SUFFIXES, LEAVE_MSG_MAX_ATTACHMENTS, TOAST_MS, type UploadAnswer, type Envelope } from '@parley/protocol';
import { currentLocale } from '../i18n';
import { uploadLimit } from '../i18n/format';
import { CloseIcon, WarningIcon } from '../ui/icons';
import { problemKey } from '../ui/serverMessage';
import { failed, pickAttachments, uploaded, withProgress, type Attachment } from './attachments';

/** Sends one file and reports its progress; resolves with the server's envelope. */
export type SendAttachment = (file: File, onProgress: (percent: number) => void) => Promise<Envelope<UploadAnswer>>;

interface Props {
  list: Attachment[];
  setList(update: (list: Attachment[]) => Attachment[]): void;
  send: SendAttachment;
}

const ACCEPT = LEAVE_MSG_IMAGE_SUFFIXES.map((s) => `.${s}`).join(',');
let seq = 0;

export function AttachmentPicker({ list, setList, send }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const previews = useRef(new Set<string>());

  // Object URLs live as long as the form.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    const { accepted, refusal } = pickAttachments(files, list.length);
    if (refusal)
      Toast.show({ icon: 'fail', content: t(`tickets.ticket.${refusal}`, { size: uploadLimit(currentLocale()) }), duration: TOAST_MS });
    for (const file of accepted) {
      seq += 1;
      const key = `a${seq}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setList((l) => [...l, { key, name: file.name, preview, progress: 0, state: 'uploading' }]);
      send(file, (p) => setList((l) => withProgress(l, key, p)))
        .then((res) => {
          if (res.code !== ApiCode.OK) {
            setList((l) => failed(l, key));
            Toast.show({
              icon: 'fail',
              content: t(problemKey(res.code, res.message) ?? 'tickets.ticket.uploadFailed'),
              duration: TOAST_MS,
            });
            return;
          }
          setList((l) => uploaded(l, key, { fileName: res.data.name, fileType: res.data.suffix, fileUrl: res.data.url }));
        })
        .catch(() => setList((l) => failed(l, key)));
    }
  };

  const remove = (a: Attachment) => {
    URL.revokeObjectURL(a.preview);
    previews.current.delete(a.preview);
    setList((l) => l.filter((x) => x.key !== a.key));
  };

  return (
    <div className="pw-uf__field">
      <span className="pw-uf__label" id={labelId}>
        {t('tickets.ticket.attachments')}
        <span className="pw-tk-count">
          {list.length}/{LEAVE_MSG_MAX_ATTACHMENTS}
        </span>
      </span>
      <ul className="pw-tk-thumbs" aria-labelledby={labelId}>
        {list.map((a) => (
          <li key={a.key} className={`pw-tk-thumb is-${a.state}`}>
            <img src={a.preview} alt={a.name} />
            {a.state === 'uploading' && (
              <span className="pw-tk-thumb__veil" role="progressbar" aria-label={a.name} aria-valuenow={a.progress}>
                <ProgressCircle percent={a.progress} style={{ '--size': '34px', '--track-width': '3px', '--fill-color': '#fff' }}>
                  <span className="pw-tk-thumb__pct">{a.progress}</span>
                </ProgressCircle>
              </span>
            )}
            {a.state === 'failed' && (
              <span className="pw-tk-thumb__veil is-failed" title={t('tickets.ticket.uploadFailed')}>
                <WarningIcon width={22} height={22} />
              </span>
            )}
            <button
              type="button"
              className="pw-tk-thumb__remove"
              aria-label={t('tickets.ticket.remove', { name: a.name })}
              onClick={() => remove(a)}
            >
              <CloseIcon width={12} height={12} />
            </button>
          </li>
        ))}
        {list.length < LEAVE_MSG_MAX_ATTACHMENTS && (
          <li>
            <button type="button" className="pw-tk-add" onClick={() => input.current?.click()}>
              <span aria-hidden className="pw-tk-add__plus">
                +
              </span>
              <span>{t('tickets.ticket.add')}</span>
            </button>
          </li>
        )}
      </ul>
      <input ref={input} type="file" accept={ACCEPT} multiple hidden onChange={onFiles} aria-label={t('tickets.ticket.add')} />
      <p className="pw-tk-hint">{t('tickets.ticket.attachHint', { size: uploadLimit(currentLocale()) })}</p>
    </div>
  );
}
