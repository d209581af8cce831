/** The chat screen (chat-session.md §2 "Mobile chat screen"); desktop shows the same screen inside a card for now. */
import { Dialog } from 'antd-mobile';
import { useCallback, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ToParent, isBlank } from '@parley/protocol';
import { postToParent } from '../embedding/parent';
import type { Layout } from '../layout/chooseLayout';
import type { Session } from '../session/controller';
import { agentFace, canType } from '../session/selectors';
import type { SessionState } from '../session/types';
import '../styles/chat.css';
import { Announcement } from './Announcement';
import { ClosedBar } from './ClosedBar';
import { Composer } from './Composer';
import { Header } from './Header';
import { headerModel } from './headerModel';
import { MessageList } from './MessageList';

interface Props {
  session: Session;
  state: SessionState;
  layout: Layout;
  embedded: boolean;
  /** customize=true hides the close-session button (§2). */
  canEndChat: boolean;
}

export default function ChatScreen({ session, state, layout, embedded, canEndChat }: Props) {
  const { t } = useTranslation();
  const channel = state.channel;

  const endChat = useCallback(async () => {
    const confirmed = await Dialog.confirm({
      title: t('end.title'),
      content: t('end.body'),
      confirmText: t('end.confirm'),
      cancelText: t('end.cancel'),
    });
    if (confirmed) await session.close();
  }, [session, t]);

  const onRetry = useCallback((id: string) => void session.retry(id), [session]);
  const onSend = useCallback((text: string) => void session.sendText(text), [session]);

  if (!channel) return null;

  const open = state.chatStatus === 1;
  const bgImage = channel.backgroundImage ? ({ backgroundImage: 'var(--pw-chat-bg-image)' } as CSSProperties) : undefined;

  return (
    <div className="pw-chat">
      {channel.navigationBarShowFlag !== 0 && (
        <Header
          model={headerModel(state, channel, agentFace(state))}
          onBack={!embedded && document.referrer ? () => window.history.back() : undefined}
          onEnd={canEndChat && open && state.phase === 'ready' ? () => void endChat() : undefined}
          onClose={embedded ? () => postToParent(ToParent.HIDE) : undefined}
        />
      )}
      {channel.noticeMode === 1 && !isBlank(channel.noticeMsg) && <Announcement text={channel.noticeMsg} />}
      <main className="pw-chat__body" style={bgImage}>
        <MessageList
          messages={state.messages}
          history={state.history}
          channel={channel}
          agentNick={state.agentNick}
          onLoadHistory={session.loadHistory}
          onRetry={onRetry}
        />
      </main>
      <footer className="pw-chat__footer">
        {open ? <Composer disabled={!canType(state)} enterSends={layout === 'desktop'} onSend={onSend} /> : <ClosedBar />}
      </footer>
    </div>
  );
}
