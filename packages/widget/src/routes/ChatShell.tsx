/** Owns one chat session for a channel: boots it, renders its phases, and wires page-level side effects. */
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation } from 'wouter';
import { MsgType } from '@parley/protocol';
import type { Services } from '../services/services';
import { startFieldsFrom } from './startFields';
import { usePageTitle } from './usePageTitle';
import { useSessionState } from './useSessionState';
import { performAction } from './visitorActions';
import type { Bridge } from '../embedding/bridge';
import { openTabHub, type TabHub } from './tabHub';
import { localeOf } from '../embedding/fromParent';
import { isEmbedded } from '../embedding/parent';
import { productFromUrl } from '../media/productFromUrl';
import { prefillFromQuery, queryFlag, visitorInfoOf } from '../embedding/visitorData';
import type { VisitorPrefill } from '../session/userForm';
import { choosePageLocale, currentLocale, texts, loadSidePanelTexts, localeForChannel, setLocale } from '../i18n';
import { DesktopFrame } from '../layout/DesktopFrame';
import { useLayout } from '../layout/useLayout';
import { useSidePanelRoom } from '../layout/useSidePanelRoom';
import { createSession, type VisitorAction } from '../session/controller';
import { openEventSource } from '../session/transport';
import { brandingVars } from '../theme/branding';
import { useBranding } from '../theme/useBranding';
import { faviconFor, useFavicon } from '../theme/favicon';
import { BootFailed, LoadingMask } from './BootScreens';
// The chat screen travels with the page's script: a chunk of its own cost the welcome a round trip (W-ST10).
import ChatScreen from '../chat/ChatScreen';
import { CallMount } from '../calls/CallMount';
import { callDock } from '../calls/callDock';

/** W-EM7: how a message without text reads in the launcher's preview. */
const MEDIA_LABEL: Record<number, string> = {
  [MsgType.IMAGE]: 'media.image',
  [MsgType.VIDEO]: 'media.video',
  [MsgType.AUDIO]: 'media.audio',
  [MsgType.ORDER]: 'media.order',
  [MsgType.FORM]: 'media.form',
};

// W-SP1: the desktop side panel and its texts, fetched only when the window shows it.
const SidePanel = lazy(() => Promise.all([import('../sidepanel/SidePanel'), loadSidePanelTexts()]).then(([m]) => m));

interface Props {
  channelId: string;
  query: URLSearchParams;
  services: Services;
}

export function ChatShell({ channelId, query, services }: Props) {
  const embedded = isEmbedded(query);
  const [, navigate] = useLocation();
  // The session outlives renders; callbacks that need this render's values read them through refs.
  const onAgentMessageRef = useRef<() => void>(() => undefined);
  const onActionRef = useRef<(a: VisitorAction) => void>(() => undefined);
  // Embedded: the loader's side of the page (issue 14), a lazy chunk connected before the chat starts.
  const bridgeRef = useRef<Bridge | null>(null);
  // A JWT the tenant's page vouches for the visitor with (Parley('identify') or data-identity-token).
  const identityTokenRef = useRef<string | undefined>(undefined);
  // TB: the visitor's other tabs, opened when the feed starts.
  const hubRef = useRef<TabHub | null>(null);
  const hubOpened = useRef(false);
  const tabHub = (): TabHub | null => {
    if (!hubOpened.current) {
      hubOpened.current = true;
      hubRef.current = openTabHub(channelId);
      hubRef.current?.onRead(() => bridgeRef.current?.read());
      reportSeen();
    }
    return hubRef.current;
  };
  // W-TB3: the other tabs learn whether the visitor can see this one.
  const reportSeen = () => hubRef.current?.seen(bridgeRef.current ? bridgeRef.current.seen() : !document.hidden);
  const [session] = useState(() =>
    createSession({
      api: services.api,
      identity: services.identity,
      startFields: () => ({
        ...startFieldsFrom(query, currentLocale(), document.referrer),
        ...(identityTokenRef.current ? { identityToken: identityTokenRef.current } : {}),
      }),
      // W-SH2: explicit choices, then the channel's language, then the browser's; W-SH6: its texts' language last.
      onChannel: (channel) => setLocale(localeForChannel(channel, query.get('locale'))),
      onAgentMessage: (message) => {
        onAgentMessageRef.current();
        // W-EM6, W-EM7: the page (the origin the handshake pinned) gets the count and the first line; W-TB3: from one tab.
        bridgeRef.current?.agentMessage(message, hubRef.current?.announces() ?? true);
      },
      // W-CL5: embedded, the parent hides the widget; with the close flag the window goes.
      onCallEvent: callDock.event,
      onClosed: () => {
        if (embedded) bridgeRef.current?.closed();
        else if (query.has('close')) window.close();
      },
      inviteEvaluate: queryFlag(query, 'inviteEvaluate'),
      onAction: (a) => onActionRef.current(a),
      reload: () => window.location.reload(),
      // W-AG3: embedded, only an open panel is seen.
      isVisible: () => (bridgeRef.current ? bridgeRef.current.seen() : !document.hidden),
      // W-UP5: the uploader gets the token at send time, so a renewed token is used.
      upload: (req) => services.upload({ ...req, token: services.identity.token() }),
      // W-UP10
      productCard: () => {
        const card = productFromUrl(query);
        return card ? JSON.stringify(card) : null;
      },
      openStream: typeof EventSource === 'function' ? openEventSource : undefined,
      tabs: async (userId) => tabHub()?.link(userId) ?? null,
    }),
  );
  const state = useSessionState(session);
  const layout = useLayout();
  const sidePanel = useSidePanelRoom(state.channel, layout);
  // W-UF3: the form starts from the URL's name, phone and e-mail; updateUser adds to them.
  const [prefill, setPrefill] = useState<VisitorPrefill>(() => prefillFromQuery(query));

  onActionRef.current = (a) =>
    performAction(a, {
      state: session.store.getState,
      search: () => query.toString(),
      navigate: (to) => navigate(to),
      rate: (invited) => void session.rate(invited),
    });

  useEffect(() => {
    let live = true;
    let stopRelabel: (() => void) | undefined;
    // W-EM5: embedded, the chat starts once the loader said hello (and what it knows: identity, visitor data, W-ID6).
    const connected = embedded ? import('../embedding/bridge').then((m) => (live ? connect(m.connectParent) : undefined)) : null;
    // Without its bridge (the chunk failed to load) the chat still starts, as a page of its own.
    void Promise.resolve(connected)
      .catch(() => undefined)
      .then(() => (live ? session.boot(channelId) : undefined));
    // W-CL2: pagehide also fires where beforeunload does not (mobile Safari, bfcache).
    const onHide = () => session.unload();
    // W-AG3: coming back to the page reads what arrived meanwhile.
    const onVisibility = () => {
      reportSeen();
      if (document.hidden || bridgeRef.current?.seen() === false) return;
      session.markRead();
      bridgeRef.current?.read();
      hubRef.current?.read();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      stopRelabel?.();
      bridgeRef.current?.dispose();
      bridgeRef.current = null;
      hubRef.current?.close();
      session.dispose();
    };

    function connect(connectParent: typeof import('../embedding/bridge').connectParent): Promise<void> {
      const bridge = connectParent({
        channelId,
        keptStorage: services.keptStorage,
        label: (msgType) => texts.t(MEDIA_LABEL[msgType] ?? 'media.file'),
        // W-EM9: the launcher speaks the widget's language.
        texts: (unread) => ({
          lang: document.documentElement.lang,
          newMessage: texts.t('embed.newMessage'),
          openChat: unread ? texts.t('embed.openChatUnread', { count: unread }) : texts.t('embed.openChat'),
          closeChat: texts.t('embed.closeChat'),
          frameTitle: texts.t('embed.frameTitle'),
        }),
        // W-EM2: opening the launcher reads the chat; an ended chat starts over (a chat not started yet just starts).
        showIframe: () => {
          const s = session.store.getState();
          if (s.phase === 'ready' && s.chatStatus === 0) window.location.reload();
          else session.markRead();
          reportSeen();
          hubRef.current?.read();
        },
        hideIframe: reportSeen,
        // W-EM3, W-EM4
        updateUser: (data) => {
          const locale = localeOf(data);
          if (locale) {
            // W-EM3, W-SH5: the page's choice wins from now on, and is the stored setting of later visits.
            choosePageLocale(locale);
            void setLocale(localeForChannel(session.store.getState().channel, query.get('locale')));
          }
          const info = visitorInfoOf(data);
          if (!info) return;
          session.updateVisitor(info);
          setPrefill((p) => ({ userName: info.userName ?? p.userName, phone: info.phone ?? p.phone, email: info.email ?? p.email }));
        },
        identify: (token) => {
          identityTokenRef.current = token;
          // W-ID8, W-ID9: a token after the start (a sign-in on a single-page site) continues as the verified visitor.
          session.identify();
        },
        // W-EM8: the page forgets the visitor; so does the frame, and starts over.
        reset: () => {
          services.identity.clear(channelId);
          window.location.reload();
        },
      });
      bridgeRef.current = bridge;
      stopRelabel = texts.onLanguageChanged(bridge.relabel);
      return bridge.settled;
    }
  }, [session, channelId, embedded, services, query]);

  useBranding(useMemo(() => brandingVars(state.channel), [state.channel]));
  useFavicon(faviconFor(state.channel));

  const { t } = useTranslation();
  const title = state.channel?.titleDesc || t('app.title');
  onAgentMessageRef.current = usePageTitle(title, state.typingSeq, { typing: t('title.typing'), newMessage: t('title.newMessage') });

  const onAction = useCallback((a: VisitorAction) => onActionRef.current(a), []);
  const callApi = useCallback(() => services.calls(() => session.store.getState().userId), [services, session]);

  let content;
  if (state.phase === 'channel') content = <LoadingMask />;
  else if (state.phase === 'failed')
    content = <BootFailed onRetry={() => void session.boot(channelId)} signIn={state.identityRequired} unavailable={state.unavailable} />;
  else {
    content = (
      <ChatScreen
        session={session}
        state={state}
        layout={layout}
        embedded={embedded}
        canEndChat={query.get('customize') !== 'true'}
        onAction={onAction}
        prefill={prefill}
      />
    );
  }

  return (
    <div className={`pw-app pw-app--${layout}`}>
      {layout === 'desktop' ? (
        <DesktopFrame
          channel={state.channel}
          aside={
            sidePanel && state.channel && state.phase !== 'failed' ? (
              <Suspense fallback={null}>
                <SidePanel
                  channel={state.channel}
                  userStatus={state.userStatus}
                  agentCard={state.agentCard}
                  open={state.chatStatus === 1}
                  onQuestion={session.canned}
                />
              </Suspense>
            ) : null
          }
        >
          {content}
        </DesktopFrame>
      ) : (
        content
      )}
      {state.phase !== 'channel' && state.phase !== 'failed' && <CallMount layout={layout} api={callApi} />}
    </div>
  );
}
