import { useEffect, useMemo, useRef, useState } from 'react';
import { App as AntApp, Button, Dropdown, Input, Popover, Progress, Segmented, Space, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import {
  CloseOutlined,
  DeleteOutlined,
  DownOutlined,
  LockOutlined,
  PaperClipOutlined,
  PlusOutlined,
  SendOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { TicketStatus, newClientId, type TicketDetail } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { replyToTicket } from '../api/replyToTicket';
import { uploadTicketFile, type UploadedTicketFile } from '../api/uploadTicketFile';
import { createCannedStore, insertCanned } from '../model/cannedReplies';
import { REPLY_FILE_ACCEPT, replyFileProblem } from '../model/replyFiles';
import { useTranslation } from 'react-i18next';

type Mode = 'reply' | 'note';
type ReplyStatus = typeof TicketStatus.ACCEPTED | typeof TicketStatus.WAITING_REPLY | typeof TicketStatus.RESOLVED;

interface PendingFile {
  key: string;
  name: string;
  preview: string;
  progress: number;
  uploaded?: UploadedTicketFile;
  abort(): void;
}

interface Props {
  woId: string;
  agentId: number;
  onSaved(detail: TicketDetail): void;
}

/** The text key of the toast after a reply, by the status it set. */
const SENT_TEXT: Record<ReplyStatus | 0, string> = {
  0: 'composer.sent',
  [TicketStatus.ACCEPTED]: 'composer.sent',
  [TicketStatus.WAITING_REPLY]: 'composer.sentWaiting',
  [TicketStatus.RESOLVED]: 'composer.sentResolved',
};

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A public reply or an internal note, with images (uploaded as they are picked) and the agent's canned replies. Keyed by ticket. */
export function TicketComposer({ woId, agentId, onSaved }: Props) {
  const { t } = useTranslation('tickets');
  const { message } = AntApp.useApp();
  const [mode, setMode] = useState<Mode>('reply');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [sending, setSending] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const area = useRef<TextAreaRef>(null);
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);

  // Leaving (or another ticket: the page keys the composer by ticket) cancels uploads and frees the previews.
  useEffect(
    () => () => {
      for (const f of filesRef.current) {
        f.abort();
        URL.revokeObjectURL(f.preview);
      }
    },
    [],
  );

  function pick(list: FileList | null) {
    let count = filesRef.current.length;
    for (const file of Array.from(list ?? [])) {
      const problem = replyFileProblem(file, count);
      if (problem) {
        void message.error(problem);
        continue;
      }
      count++;
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const upload = uploadTicketFile(woId, file, (progress) => setFiles((fs) => fs.map((f) => (f.key === key ? { ...f, progress } : f))));
      setFiles((fs) => [...fs, { key, name: file.name, preview: URL.createObjectURL(file), progress: 0, abort: upload.abort }]);
      upload.done.then(
        (uploaded) => setFiles((fs) => fs.map((f) => (f.key === key ? { ...f, uploaded, progress: 1 } : f))),
        (e: unknown) => {
          setFiles((fs) => fs.filter((f) => f.key !== key));
          if (!(e instanceof Error && e.message === 'Upload cancelled')) void message.error(`${file.name}: ${failureText(e)}`);
        },
      );
    }
    if (picker.current) picker.current.value = '';
  }

  function removeFile(key: string) {
    const f = files.find((x) => x.key === key);
    if (!f) return;
    f.abort();
    URL.revokeObjectURL(f.preview);
    setFiles((fs) => fs.filter((x) => x.key !== key));
  }

  // S-HD7: the id of the reply being sent, kept until the server confirms it so a resend of the same text after a lost
  // answer stores no second copy; changed text or mode is a new reply.
  const pending = useRef<{ of: string; id: string } | null>(null);

  function resendId(of: string): string {
    if (pending.current?.of !== of) pending.current = { of, id: newClientId() };
    return pending.current.id;
  }

  async function send(status?: ReplyStatus) {
    const content = text.trim();
    if (!content || sending) return;
    if (files.some((f) => !f.uploaded)) {
      void message.info(t('composer.stillUploading'));
      return;
    }
    setSending(true);
    try {
      const detail = await replyToTicket(woId, {
        content,
        internal: mode === 'note',
        files: files.map((f) => ({ fileName: f.uploaded!.name, fileType: f.uploaded!.suffix, fileUrl: f.uploaded!.url })),
        ...(mode === 'reply' && status !== undefined ? { status } : {}),
        clientId: resendId(`${mode}\n${content}`),
      });
      pending.current = null;
      for (const f of files) URL.revokeObjectURL(f.preview);
      setFiles([]);
      setText('');
      onSaved(detail);
      void message.success(mode === 'note' ? t('composer.noteAdded') : t(SENT_TEXT[status ?? 0]));
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setSending(false);
    }
  }

  function insert(canned: string) {
    const el = area.current?.resizableTextArea?.textArea;
    const next = insertCanned(text, canned, el?.selectionStart ?? text.length);
    setText(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  const note = mode === 'note';
  const uploading = files.some((f) => !f.uploaded);
  const ready = text.trim() !== '' && !uploading;
  return (
    <div className={`composer-card${note ? ' note' : ''}`}>
      <div className="composer-top">
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          aria-label={t('composer.write')}
          options={[
            { value: 'reply', label: t('composer.publicReply'), icon: <SendOutlined /> },
            { value: 'note', label: t('composer.note'), icon: <LockOutlined /> },
          ]}
        />
        {note && (
          <Typography.Text type="secondary" className="composer-hint">
            <LockOutlined /> Only agents see this
          </Typography.Text>
        )}
      </div>
      <Input.TextArea
        ref={area}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void send();
          }
        }}
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={20_000}
        placeholder={note ? t('composer.notePlaceholder') : t('composer.replyPlaceholder')}
        aria-label={note ? t('composer.note') : t('composer.reply')}
        variant="borderless"
        className="composer-text"
      />
      {files.length > 0 && (
        <div className="composer-files">
          {files.map((f) => (
            <div key={f.key} className="composer-file" title={f.name}>
              <img src={f.preview} alt={f.name} />
              {!f.uploaded && (
                <Progress type="circle" percent={Math.round(f.progress * 100)} size={30} className="composer-file-progress" />
              )}
              <button
                type="button"
                className="composer-file-remove"
                aria-label={t('composer.remove', { name: f.name })}
                onClick={() => removeFile(f.key)}
              >
                <CloseOutlined />
              </button>
            </div>
          ))}
        </div>
      )}
      <div className="composer-bar">
        <input
          ref={picker}
          type="file"
          accept={REPLY_FILE_ACCEPT}
          multiple
          hidden
          onChange={(e) => pick(e.target.files)}
          aria-label={t('composer.attachImages')}
        />
        <Tooltip title={t('composer.attachImages')}>
          <Button type="text" icon={<PaperClipOutlined />} onClick={() => picker.current?.click()} aria-label={t('composer.attach')} />
        </Tooltip>
        <CannedReplies agentId={agentId} text={text} onInsert={insert} />
        <span className="shell-spacer" />
        {note ? (
          <Button
            type="primary"
            className="note-send"
            icon={<LockOutlined />}
            loading={sending}
            disabled={!ready}
            onClick={() => void send()}
          >
            {t('composer.addNote')}
          </Button>
        ) : (
          <Space.Compact>
            <Button
              type="primary"
              icon={<SendOutlined aria-hidden="true" />}
              loading={sending}
              disabled={!ready}
              onClick={() => void send()}
            >
              {t('composer.reply')}
            </Button>
            <Dropdown
              disabled={!ready || sending}
              placement="topRight"
              trigger={['click']}
              menu={{
                items: [
                  { key: String(TicketStatus.WAITING_REPLY), label: t('composer.replyWait') },
                  { key: String(TicketStatus.RESOLVED), label: t('composer.replyResolve') },
                ],
                onClick: ({ key }) => void send(Number(key) as ReplyStatus),
              }}
            >
              <Button type="primary" icon={<DownOutlined />} aria-label={t('composer.replySetStatus')} disabled={!ready || sending} />
            </Dropdown>
          </Space.Compact>
        )}
      </div>
    </div>
  );
}

/** The agent's canned replies (kept in this browser): insert one on a click, save the current text as one, delete. */
function CannedReplies({ agentId, text, onInsert }: { agentId: number; text: string; onInsert(canned: string): void }) {
  const { t } = useTranslation('tickets');
  const starters = useMemo(() => [t('canned.starters.thanks'), t('canned.starters.photo'), t('canned.starters.sorted')], [t]);
  const store = useMemo(() => createCannedStore(safeStorage(), `parley.console.canned.${agentId}`, starters), [agentId, starters]);
  const [list, setList] = useState(() => store.list());
  const [open, setOpen] = useState(false);
  const content = (
    <div className="canned">
      {list.length === 0 ? (
        <Typography.Text type="secondary">{t('canned.empty')}</Typography.Text>
      ) : (
        <ul className="canned-list">
          {list.map((c) => (
            <li key={c}>
              <button
                type="button"
                className="canned-item"
                onClick={() => {
                  onInsert(c);
                  setOpen(false);
                }}
              >
                {c}
              </button>
              <Tooltip title={t('canned.delete')}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('canned.deleteLabel')}
                  onClick={() => setList(store.remove(c))}
                />
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
      <Button size="small" icon={<PlusOutlined />} disabled={!text.trim()} onClick={() => setList(store.add(text))} block>
        {t('canned.save')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} title={t('canned.title')} trigger="click" open={open} onOpenChange={setOpen} placement="topLeft">
      <Button type="text" icon={<ThunderboltOutlined />}>
        <span className="canned-label">{t('canned.title')}</span>
      </Button>
    </Popover>
  );
}
