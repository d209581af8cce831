/** Owns one chat session for a channel: boots it, renders its phases, and wires page-level side effects. */
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToParent } from '@parley/protocol';
import type { Services } from '../app/services';
import { startFieldsFrom } from '../app/startFields';
import { useSessionState } from '../app/useSessionState';
import { isEmbedded, postToParent } from '../embedding/parent';
import { i18next, setLocale } from '../i18n';
import { pickLocale } from '../i18n/locale';
import { DesktopFrame } from '../layout/DesktopFrame';
import { useLayout } from '../layout/useLayout';
import { createSession } from '../session/controller';
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
  const [session] = useState(() =>
    createSession({
      api: services.api,
      identity: services.identity,
      startFields: () => startFieldsFrom(query, i18next.language, document.referrer),
      // SH2: the channel's language wins over the query and the browser.
      onChannel: (channel) => setLocale(pickLocale([channel.language, query.get('locale'), navigator.language])),
      onAgentMessage: () => {
        // The parent only learns that something arrived; message text never leaves the frame.
        if (embedded) postToParent(ToParent.NEW_MESSAGE);
      },
      onClosed: () => {
        if (embedded) postToParent(ToParent.HIDE);
        else if (query.has('close')) window.close();
      },
    }),
  );
  const state = useSessionState(session);
  const layout = useLayout();

  useEffect(() => {
    void loadChatScreen();
    void session.boot(channelId);
    // CL2: pagehide also fires where beforeunload does not (mobile Safari, bfcache).
    const onHide = () => session.unload();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      session.dispose();
    };
  }, [session, channelId]);

  useBranding(useMemo(() => brandingVars(state.channel), [state.channel]));

  const { t } = useTranslation();
  const title = state.channel?.titleDesc || t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

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
