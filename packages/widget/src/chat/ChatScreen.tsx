/** The chat screen (chat-session.md §2 "Mobile chat screen"); desktop shows the same screen inside a card for now. */
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { loadRatingTexts, withAntd } from '../i18n';
import { AskClick, MenuType, ROBOT_GUIDE_DELAY_MS, ReceiveMode, ToParent, UserStatus, isBlank, type RobotTip } from '@parley/protocol';
import { postToParent } from '../embedding/parent';
import { userFormOf, type VisitorPrefill } from '../session/userForm';
import type { Layout } from '../layout/chooseLayout';
import type { Session, VisitorAction } from '../session/controller';
import { menuEntries, type MenuEntry } from '../session/menu';
import type { FileSource } from '../media/outgoingFile';
import { uploadSources } from '../session/outgoing';
import { agentFace, canType } from '../session/selectors';
import type { SessionState } from '../session/types';
import '../styles/chat.css';
import { Announcement } from './Announcement';
import { ChatContext, type ChatContextValue } from './chatContext';
import { ClosedBar } from './ClosedBar';
import { Composer, type ComposerHandle } from './Composer';
import { Header } from './Header';
import { DropOverlay, useDropZone } from './footer/useDropZone';
import { UploadButtons } from './footer/UploadButtons';
import { CallButton } from '../calls/CallButton';
import { useFileSender } from './footer/useFileSender';
import { usePasteFiles } from './footer/usePasteFiles';
import { headerModel } from './headerModel';
import { SmileIcon } from '../ui/icons';
import { runMenuEntry } from './menuAction';
import { MessageList } from './MessageList';
import { QuickMenu } from './QuickMenu';
import { RobotTips } from './RobotTips';

// Shown by few visitors and never on the first screen: their own chunks (W-SH10: with antd-mobile's texts, for those
// drawn with its components).
const GroupPicker = lazy(withAntd(() => import('./GroupPicker')));
const EmojiPanel = lazy(() => import('./EmojiPanel'));
const loadEntryForm = withAntd(() => import('../forms/EntryForm'));
const EntryForm = lazy(loadEntryForm);
const RatingPopup = lazy(withAntd(() => Promise.all([import('../popups/RatingPopup'), loadRatingTexts()]).then(([m]) => m)));
const loadFeedback = withAntd(() => import('../services/feedback'));
const AutoTips = lazy(() => import('./AutoTips'));

/** W-AT1: a channel without tips loads nothing for them. */
const hasTips = (json: string) => json.trim() !== '' && json.trim() !== '[]';
/** W-AT2: tips come after the welcome and its FAQ, never with the first screen. */
const TIPS_AFTER_MS = ROBOT_GUIDE_DELAY_MS;

interface Props {
  session: Session;
  state: SessionState;
  layout: Layout;
  embedded: boolean;
  /** customize=true hides the close-session button (§2). */
  canEndChat: boolean;
  /** W-MN6: rating and leave-message requests. */
  onAction(action: VisitorAction): void;
  /** W-UF3: name, phone and e-mail the page already knows (URL, updateUser). */
  prefill: VisitorPrefill;
}

export default function ChatScreen({ session, state, layout, embedded, canEndChat, onAction, prefill }: Props) {
  const { t } = useTranslation();
  const channel = state.channel;
  // W-UF1: a channel that asks first fetches its form with the chat screen, not after chatStart has answered.
  const asksFirst = channel?.userFormMode === 1;
  useEffect(() => {
    if (asksFirst) void loadEntryForm();
  }, [asksFirst]);
  const composer = useRef<ComposerHandle>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [tipsDue, setTipsDue] = useState(false);
  const chatReady = state.phase === 'ready';
  useEffect(() => {
    if (!chatReady) return;
    const timer = setTimeout(() => setTipsDue(true), TIPS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [chatReady]);

  const endChat = useCallback(async () => {
    const { confirmDialog } = await loadFeedback();
    const confirmed = await confirmDialog({
      title: t('end.title'),
      content: t('end.body'),
      confirmText: t('end.confirm'),
      cancelText: t('end.cancel'),
    });
    if (confirmed) await session.close();
  }, [session, t]);

  const onRetry = useCallback((id: string) => void session.retry(id), [session]);
  const onSend = useCallback((text: string) => void session.sendText(text), [session]);
  const onDraft = useCallback((text: string) => session.draftChanged(text), [session]);
  // W-UP1, W-UP7, W-UP8: uploads, pastes and drops, all while talking to an agent.
  // Kept by value so the handlers below stay the same while the list of buttons does.
  const sourcesKey = uploadSources(state).join(',');
  const sources = useMemo(() => (sourcesKey ? (sourcesKey.split(',') as FileSource[]) : []), [sourcesKey]);
  const sendFiles = useFileSender(session);
  const onPaste = usePasteFiles(sources, sendFiles);
  const drop = useDropZone(sources, sendFiles);
  const onTip = useCallback(
    (tip: RobotTip) => {
      composer.current?.clear();
      void session.ask(tip.question, { click: AskClick.TYPED_SUGGESTION, docId: tip.docId });
    },
    [session],
  );
  const onMenu = useCallback(
    (entry: MenuEntry, autoLabel: string) =>
      runMenuEntry(
        entry,
        {
          session,
          endChat: () => void endChat(),
          openLink: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
          action: onAction,
        },
        autoLabel,
      ),
    [session, endChat, onAction],
  );

  const open = state.chatStatus === 1;
  const context = useMemo<ChatContextValue | null>(
    () => (channel ? { session, channel, channelId: state.channelId, connect: state.connect, userId: state.userId, open } : null),
    [session, channel, state.channelId, state.connect, state.userId, open],
  );
  const entries = useMemo(() => (channel ? menuEntries(channel, state.connect) : []), [channel, state.connect]);
  const form = useMemo(() => (state.entryForm && channel ? userFormOf(channel) : null), [state.entryForm, channel]);

  if (!channel || !context) return null;

  const withAgent = state.userStatus === UserStatus.AGENT;
  const card = withAgent ? state.agentCard : null;
  const entryForm = form && (
    <Suspense fallback={null}>
      <EntryForm form={form} phoneRule={channel.phoneRule} prefill={prefill} onSubmit={session.submitForm} />
    </Suspense>
  );
  const bgImage = channel.backgroundImage ? ({ backgroundImage: 'var(--pw-chat-bg-image)' } as CSSProperties) : undefined;

  return (
    <ChatContext value={context}>
      <div className="pw-chat" {...drop.handlers}>
        {drop.over && <DropOverlay />}
        {channel.navigationBarShowFlag !== 0 && (
          <Header
            model={headerModel(state, channel, card?.adminFace || agentFace(state), card?.adminCardSign)}
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
            agentReadMsgId={state.agentReadMsgId}
            scrollSeq={state.scrollSeq}
            onLoadHistory={session.loadHistory}
            onRetry={onRetry}
            tail={form && !form.modal ? entryForm : null}
          />
        </main>
        <footer className="pw-chat__footer">
          {open ? (
            <>
              {tipsDue && state.connect === 'robot' && !state.entryForm && hasTips(channel.autoTip) && (
                <Suspense fallback={null}>
                  <AutoTips
                    tips={channel.autoTip}
                    activity={state.messages.length}
                    pageUrl={document.referrer || window.location.href}
                    onPick={(item) => onMenu({ key: item.menuName, menuType: item.menuType, label: item.menuName, item }, item.menuName)}
                  />
                </Suspense>
              )}
              {state.connect === 'robot' && <RobotTips tips={state.tips} onPick={onTip} />}
              {state.phase === 'ready' && !state.entryForm && (
                <QuickMenu entries={entries} onPick={onMenu} ticketNews={state.ticketNews.length} />
              )}
              <Composer
                ref={composer}
                disabled={!canType(state)}
                enterSends={layout === 'desktop'}
                onSend={onSend}
                onDraft={onDraft}
                onPaste={onPaste}
                tools={
                  withAgent ? (
                    <>
                      <button
                        type="button"
                        className={`pw-icon-btn pw-composer__tool${emojiOpen ? ' is-active' : ''}`}
                        aria-label={t('emoji.open')}
                        aria-expanded={emojiOpen}
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => setEmojiOpen((v) => !v)}
                      >
                        <SmileIcon />
                      </button>
                      <UploadButtons sources={sources} onFiles={sendFiles} />
                      <CallButton />
                    </>
                  ) : null
                }
              />
              {withAgent && emojiOpen && (
                <Suspense fallback={null}>
                  <EmojiPanel onPick={(e) => composer.current?.insert(e)} />
                </Suspense>
              )}
            </>
          ) : (
            <ClosedBar onRate={entries.some((e) => e.menuType === MenuType.EVALUATE) ? () => void session.rate(false) : undefined} />
          )}
        </footer>
        {state.groupPicker && (
          <Suspense fallback={null}>
            <GroupPicker
              groups={state.groupPicker}
              closable={channel.receiveMode !== ReceiveMode.FORCE_AGENT}
              onPick={(groupId) => void session.transfer({ groupId })}
              onClose={() => session.closeGroupPicker()}
            />
          </Suspense>
        )}
        {form?.modal && entryForm}
        {state.rating && (
          <Suspense fallback={null}>
            <RatingPopup rating={state.rating} onSubmit={session.submitRating} onClose={session.closeRating} />
          </Suspense>
        )}
      </div>
    </ChatContext>
  );
}
