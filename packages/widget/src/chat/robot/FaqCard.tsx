/** The FAQ menu message (msgType 99): a list, or groups as tabs, FAQ_PAGE_SIZE a page with a refresh control. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AskClick, FAQ_PAGE_SIZE, type Faq } from '@parley/protocol';
import { faqPage, faqTabs } from '../../session/faq';
import { useChat } from '../chatContext';
import { ChevronIcon, RefreshIcon } from '../../ui/icons';

export function FaqCard({ faq }: { faq: Faq }) {
  const { t } = useTranslation();
  const { session, open } = useChat();
  const tabs = faqTabs(faq);
  const [tabIndex, setTabIndex] = useState(0);
  const [page, setPage] = useState(0);
  const tab = tabs[tabIndex] ?? tabs[0];
  if (!tab) return null;
  const questions = faqPage(tab.questions, page);

  return (
    <section className="pw-faq" aria-label={t('faq.title')}>
      <header className="pw-faq__head">
        <h2 className="pw-faq__title">{t('faq.title')}</h2>
        {tab.questions.length > FAQ_PAGE_SIZE && (
          <button type="button" className="pw-faq__refresh" onClick={() => setPage((p) => p + 1)}>
            <RefreshIcon width={14} height={14} />
            {t('faq.refresh')}
          </button>
        )}
      </header>
      {tabs.length > 1 && (
        <div className="pw-faq__tabs" role="tablist">
          {tabs.map((g, i) => (
            <button
              key={g.id}
              type="button"
              role="tab"
              aria-selected={i === tabIndex}
              className="pw-faq__tab"
              onClick={() => {
                setTabIndex(i);
                setPage(0);
              }}
            >
              {g.name}
            </button>
          ))}
        </div>
      )}
      <ul className="pw-faq__list">
        {questions.map((q) => (
          <li key={q.docId}>
            <button
              type="button"
              className="pw-faq__q"
              disabled={!open}
              onClick={() => void session.ask(q.questionName, { click: AskClick.MENU, docId: q.docId })}
            >
              <span>{q.questionName}</span>
              <ChevronIcon width={16} height={16} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
