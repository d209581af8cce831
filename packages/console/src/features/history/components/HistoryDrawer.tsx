import { useEffect, useState } from 'react';
import { App as AntApp, Button, Drawer, Spin, Tabs } from 'antd';
import type { ChatMessage, ConversationDetail } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchConversation } from '../../../shared/conversation/fetchConversation';
import { fetchMessages } from '../../../shared/conversation/fetchMessages';
import { MessageBubble } from '../../../shared/conversation/MessageBubble';
import { VisitorPanel } from '../../../shared/conversation/VisitorPanel';
import { TranscriptContext } from '../../../shared/conversation/transcriptContext';
import { useMe } from '../../../shared/useMe';
import { VisitorDataActions } from './VisitorDataActions';
import { useTranslation } from 'react-i18next';

/** A past conversation, read-only: its transcript (paging upward) and the visitor as they were; admins act on their data. */
export function HistoryDrawer({ sessionId, onClose, onErased }: { sessionId: number | null; onClose(): void; onErased(): void }) {
  const { t } = useTranslation('history');
  const { message } = AntApp.useApp();
  const me = useMe();
  const [detail, setDetail] = useState<ConversationDetail | null>(null);
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    setDetail(null);
    setMessages(null);
    if (sessionId === null) return;
    fetchConversation(sessionId).then(setDetail, (e: unknown) => void message.error(failureText(e)));
    fetchMessages(sessionId).then(
      (p) => {
        setMessages(p.messages);
        setMore(p.hasMore);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [sessionId, message]);

  async function older() {
    if (sessionId === null || !messages?.length) return;
    const p = await fetchMessages(sessionId, messages[0]?.msgId);
    setMessages([...p.messages, ...messages]);
    setMore(p.hasMore);
  }

  const title = detail
    ? detail.visitor.name || detail.visitor.email || t('visitorFallback', { id: detail.visitor.userId.slice(-6) })
    : t('drawer.conversation');
  return (
    <Drawer open={sessionId !== null} onClose={onClose} title={title} size="large" className="history-drawer">
      <Tabs
        items={[
          {
            key: 'transcript',
            label: t('drawer.transcript'),
            children: !messages ? (
              <Spin />
            ) : (
              <TranscriptContext.Provider value={{ channelId: detail?.channelId, admin: me.role === 'admin' }}>
                <div className="transcript">
                  {more && (
                    <Button type="link" size="small" className="load-older" onClick={() => void older()}>
                      {t('drawer.loadEarlier')}
                    </Button>
                  )}
                  {messages.map((m) => (
                    <MessageBubble key={m.msgId} message={m} />
                  ))}
                </div>
              </TranscriptContext.Provider>
            ),
          },
          {
            key: 'visitor',
            label: t('drawer.visitor'),
            children: (
              <>
                <VisitorPanel detail={detail} />
                {me.role === 'admin' && detail && <VisitorDataActions userId={detail.visitorProfile.userId} onErased={onErased} />}
              </>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
