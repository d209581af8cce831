/** Owns one chat session for a channel: boots it, renders its phases, and wires page-level side effects. */
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ToParent } from '@parley/protocol';
import type { Services } from '../services/services';
import { startFieldsFrom } from './startFields';
import { usePageTitle } from './usePageTitle';
import { useSessionState } from './useSessionState';
import { performAction } from './visitorActions';
import { listenToParent, localeOf } from '../embedding/fromParent';
import { isEmbedded, postToParent } from '../embedding/parent';
import { productFromUrl } from '../media/productFromUrl';
import { prefillFromQuery, queryFlag, visitorInfoOf } from '../embedding/visitorData';
import type { VisitorPrefill } from '../session/userForm';
import { i18next, setLocale } from '../i18n';
import { pickLocale } from '../i18n/locale';
import { DesktopFrame } from '../layout/DesktopFrame';
import { useLayout } from '../layout/useLayout';
import { createSession, type VisitorAction } from '../session/controller';
import { openEventSource } from '../session/transport';
import { brandingVars } from '../theme/branding';
import { useBranding } from '../theme/useBranding';
import { BootFailed, LoadingMask } from './BootScreens';

// The chat screen is its own chunk, fetched while channelInfo is on its way (the loading mask needs none of it).
const loadChatScreen = () => import('../chat/ChatScreen');
const ChatScreen = lazy(loadChatScreen);

interface Props {
  channelId: string;
  query: URLSearchParams;
  services: Services;
}

export function ChatShell({ channelId, query, services }: Props) {
  const embedded = isEmbedded(query);
  const navigate = useNavigate();
  // The session outlives renders; callbacks that need this render's values read them through refs.
  const onAgentMessageRef = useRef<() => void>(() => undefined);
  const onActionRef = useRef<(a: VisitorAction) => void>(() => undefined);
  const [session] = useState(() =>
    createSession({
      api: services.api,
      identity: services.identity,
      startFields: () => startFieldsFrom(query, i18next.language, document.referrer),
      // SH2: the channel's language wins over the query and the browser.
      onChannel: (channel) => setLocale(pickLocale([channel.language, query.get('locale'), navigator.language])),
      onAgentMessage: () => {
        onAgentMessageRef.current();
        // The parent only learns that something arrived; message text never leaves the frame.
        if (embedded) postToParent(ToParent.NEW_MESSAGE);
      },
      // CL5: embedded, the parent hides the widget; with the close flag the window goes.
      onClosed: () => {
        if (embedded) postToParent(ToParent.HIDE);
        else if (query.has('close')) window.close();
      },
      inviteEvaluate: queryFlag(query, 'inviteEvaluate'),
      onAction: (a) => onActionRef.current(a),
      reload: () => window.location.reload(),
      isVisible: () => !document.hidden,
      // UP5: the uploader gets the token at send time, so a renewed token is used.
      upload: (req) => services.upload({ ...req, token: services.identity.token() }),
      // UP10
      productCard: () => {
        const card = productFromUrl(query);
        return card ? JSON.stringify(card) : null;
      },
      openStream: typeof EventSource === 'function' ? openEventSource : undefined,
    }),
  );
  const state = useSessionState(session);
  const layout = useLayout();
  // UF3: the form starts from the URL's name, phone and e-mail; updateUser adds to them.
  const [prefill, setPrefill] = useState<VisitorPrefill>(() => prefillFromQuery(query));

  onActionRef.current = (a) =>
    performAction(a, {
      state: session.store.getState,
      search: () => query.toString(),
      navigate: (to) => void navigate(to),
      rate: (invited) => void session.rate(invited),
    });

  useEffect(() => {
    void loadChatScreen();
    void session.boot(channelId);
    // CL2: pagehide also fires where beforeunload does not (mobile Safari, bfcache).
    const onHide = () => session.unload();
    // AG3: coming back to the page reads what arrived meanwhile.
    const onVisibility = () => {
      if (!document.hidden) session.markRead();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      session.dispose();
    };
  }, [session, channelId]);

  useEffect(() => {
    if (!embedded) return;
    return listenToParent({
      // EM2: opening the launcher reads the chat; an ended chat starts over.
      showIframe: () => {
        if (session.store.getState().chatStatus === 0) window.location.reload();
        else session.markRead();
      },
      // EM3, EM4
      updateUser: (data) => {
        const locale = localeOf(data);
        if (locale) void setLocale(pickLocale([locale]));
        const info = visitorInfoOf(data);
        if (!info) return;
        session.updateVisitor(info);
        setPrefill((p) => ({ userName: info.userName ?? p.userName, phone: info.phone ?? p.phone, email: info.email ?? p.email }));
      },
    });
  }, [embedded, session]);

  useBranding(useMemo(() => brandingVars(state.channel), [state.channel]));

  const { t } = useTranslation();
  const title = state.channel?.titleDesc || t('app.title');
  onAgentMessageRef.current = usePageTitle(title, state.typingSeq, { typing: t('title.typing'), newMessage: t('title.newMessage') });

  const onAction = useCallback((a: VisitorAction) => onActionRef.current(a), []);

  let content;
  if (state.phase === 'channel') content = <LoadingMask />;
  else if (state.phase === 'failed') content = <BootFailed onRetry={() => void session.boot(channelId)} />;
  else {
    content = (
      <Suspense fallback={<LoadingMask />}>
        <ChatScreen
          session={session}
          state={state}
          layout={layout}
          embedded={embedded}
          canEndChat={query.get('customize') !== 'true'}
          onAction={onAction}
          prefill={prefill}
        />
      </Suspense>
    );
  }

  return (
    <div className={`pw-app pw-app--${layout}`}>
      {layout === 'desktop' ? <DesktopFrame channel={state.channel}>{content}</DesktopFrame> : content}
    </div>
  );
}
