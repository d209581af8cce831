import { useEffect, useState } from 'react';
import { App as AntApp, Button, Drawer, Spin, Tabs } from 'antd';
import type { ChatMessage, ConversationDetail } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchConversation } from '../../../shared/conversation/fetchConversation';
import { fetchMessages } from '../../../shared/conversation/fetchMessages';
import { MessageBubble } from '../../../shared/conversation/MessageBubble';
import { VisitorPanel } from '../../../shared/conversation/VisitorPanel';
import { useMe } from '../../../shared/useMe';
import { VisitorDataActions } from './VisitorDataActions';

/** A past conversation, read-only: its transcript (paging upward) and the visitor as they were; admins act on their data. */
export function HistoryDrawer({ sessionId, onClose, onErased }: { sessionId: number | null; onClose(): void; onErased(): void }) {
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

  const title = detail ? detail.visitor.name || detail.visitor.email || `Visitor ${detail.visitor.userId.slice(-6)}` : 'Conversation';
  return (
    <Drawer open={sessionId !== null} onClose={onClose} title={title} size="large" className="history-drawer">
      <Tabs
        items={[
          {
            key: 'transcript',
            label: 'Transcript',
            children: !messages ? (
              <Spin />
            ) : (
              <div className="transcript">
                {more && (
                  <Button type="link" size="small" className="load-older" onClick={() => void older()}>
                    Load earlier messages
                  </Button>
                )}
                {messages.map((m) => (
                  <MessageBubble key={m.msgId} message={m} />
                ))}
              </div>
            ),
          },
          {
            key: 'visitor',
            label: 'Visitor',
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
