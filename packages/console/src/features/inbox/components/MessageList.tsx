import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Image, Popconfirm, Progress, Spin } from 'antd';
import { ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { SenderType } from '@parley/protocol';
import { MessageBubble } from '../../../shared/conversation/MessageBubble';
import { useNow } from '../../../shared/useNow';
import { useInbox } from '../hooks/useInbox';
import { canRecall, emptyThread, seenMsgId, type PendingMessage } from '../model/thread';
import { useTranslation } from 'react-i18next';

interface Props {
  sessionId: number;
  visitorName: string;
  visitorReadMsgId: number;
}

/** Pixels from the bottom within which the view follows new messages. */
const STICK_PX = 80;

/** The thread: pages upward when scrolled to the top, follows new messages when at the bottom, shows the visitor's draft. */
export function MessageList({ sessionId, visitorName, visitorReadMsgId }: Props) {
  const { t } = useTranslation('inbox');
  const { state, me, loadThread, retry, recall } = useInbox();
  const thread = state.threads[sessionId] ?? emptyThread;
  const draft = state.visitorDrafts[sessionId];
  const now = useNow(5000);
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const loadingOlder = useRef(false);
  const heightBefore = useRef<number | null>(null);

  // Opening a conversation loads its newest page once; the stream keeps it current afterwards.
  const loaded = thread.loaded;
  useEffect(() => {
    if (!loaded) void loadThread(sessionId);
  }, [sessionId, loaded, loadThread]);

  // Keep the reader's place: after an older page is prepended, or at the bottom as messages arrive.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (heightBefore.current !== null) {
      el.scrollTop += el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [thread.messages, thread.pending, draft]);

  async function older() {
    const el = box.current;
    if (!el || loadingOlder.current || !thread.hasMore) return;
    loadingOlder.current = true;
    heightBefore.current = el.scrollHeight;
    await loadThread(sessionId, true);
    loadingOlder.current = false;
  }

  const seen = seenMsgId(thread.messages, visitorReadMsgId);
  return (
    <div
      className="thread-scroll"
      ref={box}
      // Images and players get their height only once loaded: keep following the newest message meanwhile.
      onLoadCapture={() => {
        const el = box.current;
        if (el && atBottom.current) el.scrollTop = el.scrollHeight;
      }}
      onLoadedMetadataCapture={() => {
        const el = box.current;
        if (el && atBottom.current) el.scrollTop = el.scrollHeight;
      }}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
        if (el.scrollTop < 40) void older();
      }}
    >
      {!thread.loaded ? (
        <Spin className="thread-loading" />
      ) : thread.hasMore ? (
        <Button type="link" size="small" className="load-older" onClick={() => void older()}>
          {t('thread.loadEarlier')}
        </Button>
      ) : (
        <div className="thread-start">{t('thread.start')}</div>
      )}
      {/* One lightbox for the thread: an opened image pages to the others. */}
      <Image.PreviewGroup>
        {thread.messages.map((m) => (
          <MessageBubble
            key={m.msgId}
            message={m}
            footer={
              <>
                {m.msgId === seen && <span className="seen">{t('thread.seen')}</span>}
                {canRecall(m, me.agentId, now) && (
                  <Popconfirm
                    title={t('thread.withdrawTitle')}
                    description={t('thread.withdrawDescription')}
                    okText={t('thread.withdraw')}
                    cancelText={t('pane.cancel')}
                    onConfirm={() => recall(sessionId, m.msgId)}
                  >
                    <Button type="link" size="small" className="withdraw">
                      {t('thread.withdraw')}
                    </Button>
                  </Popconfirm>
                )}
              </>
            }
          />
        ))}
      </Image.PreviewGroup>
      {thread.pending.map((p) => (
        <MessageBubble
          key={p.clientId}
          pending
          message={{
            ...pendingView(p),
            senderType: SenderType.AGENT,
            msgTime: p.msgTime,
            senderName: me.nickname,
            insideFlag: p.inside ? 1 : 0,
          }}
          footer={
            p.status === 'failed' ? (
              <span className="failed">
                <ExclamationCircleOutlined /> {t('thread.notSent')}{' '}
                <Button type="link" size="small" onClick={() => retry(sessionId, p.clientId)}>
                  {t('thread.retry')}
                </Button>
              </span>
            ) : p.upload && p.upload.progress < 1 ? (
              <span className="uploading" aria-label={t('thread.uploading', { name: p.upload.fileName })}>
                <Progress percent={Math.round(p.upload.progress * 100)} size="small" className="upload-progress" />
              </span>
            ) : (
              <span className="sending">
                <LoadingOutlined /> {t('thread.sending')}
              </span>
            )
          }
        />
      ))}
      {draft && (
        <div className="msg-row left">
          <div className="msg-stack">
            <div className="msg-meta">
              <span>{t('thread.typing', { name: visitorName })}</span>
            </div>
            <div className="msg-bubble visitor draft" aria-label={t('thread.visitorDraft')}>
              {draft}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** What a pending message shows: a local preview of media while it uploads, the file's name and size for others. */
function pendingView(p: PendingMessage) {
  const u = p.upload;
  return {
    msgType: p.msgType,
    msgContent: u ? (u.previewUrl ?? p.msgContent) : p.msgContent,
    ...(u ? { fileName: u.fileName, size: u.size } : {}),
  };
}
