/**
 * /question?docId&userId: a robot help document (leave-messages-work-orders.md §2). The answer is sanitised
 * rich text, the page title is the question, and links that carry a `link` attribute open in a new window.
 */
import { DotLoading } from 'antd-mobile';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiCode, type RobotDocAnswer } from '@parley/protocol';
import type { Services } from '../services/services';
import { sanitizeHtml } from '../chat/sanitize';
import { BrokenLinkArt } from '../ui/icons';
import '../styles/question.css';
import { linkTarget } from './questionLinks';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; doc: RobotDocAnswer };

export default function QuestionRoute({ services }: { services: Services }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const docId = query.get('docId')?.trim() ?? '';
  const userId = query.get('userId')?.trim() ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    // QD1: the visitor's own token, found by userId.
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
      <article className="pw-doc">
        <p className="pw-doc__kicker">{t('question.kicker')}</p>
        <h1 className="pw-doc__title">{load.doc.docQuestion}</h1>
        <div className="pw-doc__body pw-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
