/**
 * /question?docId&userId: a robot help document (leave-messages-work-orders.md §2). The answer is sanitised
 * rich text, the page title is the question, and links that carry a `link` attribute open in a new window.
 */
import { DotLoading } from 'antd-mobile';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useSearchParams } from 'wouter';
import { ApiCode, type ChannelInfo, type RobotDocAnswer } from '@parley/protocol';
import { localeForChannel, setLocale } from '../i18n';
import type { Services } from '../services/services';
import { indexUrl } from '../services/urls';
import { sanitizeHtml } from '../chat/sanitize';
import { brandingVars } from '../theme/branding';
import { useBranding } from '../theme/useBranding';
import { BackIcon, BrokenLinkArt } from '../ui/icons';
import '../styles/question.css';
import { linkTarget } from './questionLinks';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; doc: RobotDocAnswer };

export default function QuestionRoute({ services }: { services: Services }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const docId = query.get('docId')?.trim() ?? '';
  const userId = query.get('userId')?.trim() ?? '';
  const localeQuery = query.get('locale');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  // W-QD4: the channel's branding and the way back, once the answer names the channel.
  const [channel, setChannel] = useState<ChannelInfo | null>(null);
  const channelId = (load.kind === 'ready' ? load.doc.channelId : undefined) ?? query.get('channelId')?.trim() ?? '';
  useBranding(useMemo(() => brandingVars(channel), [channel]));

  useEffect(() => {
    if (!channelId) return;
    let live = true;
    services.api.channelInfo({ channelId }).then(
      (res) => {
        if (!live || res.code !== ApiCode.OK) return;
        // W-SH2: the same order as in the chat (the link carries the chat's locale).
        void setLocale(localeForChannel(res.data, localeQuery));
        setChannel(res.data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services, channelId, localeQuery]);

  useEffect(() => {
    let live = true;
    // W-QD1: the visitor's own token, found by userId.
    services.identity.loadUser(userId);
    const request = docId ? services.api.getRobotDoc({ docId, ...(userId ? { userId } : {}) }) : Promise.reject(new Error('no docId'));
    request
      .then((res) => {
        if (live) setLoad(res.code === ApiCode.OK ? { kind: 'ready', doc: res.data } : { kind: 'failed' });
      })
      .catch(() => {
        if (live) setLoad({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [services, docId, userId]);

  const title = load.kind === 'ready' ? load.doc.docQuestion : t('question.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const html = useMemo(() => (load.kind === 'ready' ? sanitizeHtml(load.doc.docAnswer, true) : ''), [load]);

  const chat = indexUrl(channelId);
  // Opened from the chat in this tab: back is the browser's back, which keeps the chat's place.
  const back = (e: MouseEvent) => {
    if (window.history.length > 1 && document.referrer.startsWith(`${window.location.origin}${indexUrl('')}`)) {
      e.preventDefault();
      window.history.back();
    }
  };
  const bar = channelId ? (
    <header className="pw-doc-bar">
      <a className="pw-doc-bar__back" href={chat} onClick={back}>
        <BackIcon width={20} height={20} />
        {t('question.back')}
      </a>
      {channel && <span className="pw-doc-bar__name">{channel.titleDesc || channel.robotName}</span>}
    </header>
  ) : null;

  const onClick = (e: MouseEvent) => {
    const url = linkTarget(e.target);
    if (!url) return;
    e.preventDefault();
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  if (load.kind === 'loading') {
    return (
      <div className="pw-app pw-app--page" role="status" aria-label={t('question.loading')}>
        <DotLoading color="primary" />
      </div>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div className="pw-app pw-app--page">
        {bar}
        <main className="pw-state pw-state--card">
          <BrokenLinkArt className="pw-state__art" />
          <h1 className="pw-state__title">{t('question.failedTitle')}</h1>
          <p className="pw-state__body">{t('question.failedBody')}</p>
        </main>
      </div>
    );
  }
  return (
    <div className="pw-doc-page">
      {bar}
      <main className="pw-doc-main">
        <article className="pw-doc">
          <p className="pw-doc__kicker">{t('question.kicker')}</p>
          <h1 className="pw-doc__title">{load.doc.docQuestion}</h1>
          <div className="pw-doc__body pw-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
          {channelId && (
            <footer className="pw-doc__more">
              <span>{t('question.more')}</span>
              <a className="pw-doc__ask" href={chat} onClick={back}>
                {t('question.ask')}
              </a>
            </footer>
          )}
        </article>
      </main>
    </div>
  );
}
