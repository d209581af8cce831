import { useCallback, useEffect, useRef, useState } from 'react';
import { App as AntApp, Button, Input, Table, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { ConversationSummary } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { formatDateTime, formatDuration } from '../../../shared/format';
import { messagePreview } from '../../../shared/conversation/preview';
import { RatingChip } from '../../../shared/conversation/RatingView';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { HISTORY_PAGE, fetchClosedConversations } from '../api/fetchClosedConversations';
import { HistoryDrawer } from './HistoryDrawer';
import './history.css';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const nameOf = (c: ConversationSummary, t: TFunction) =>
  c.visitor.name || c.visitor.email || c.visitor.phone || t('visitorFallback', { id: c.visitor.userId.slice(-6) });

/** Ended conversations, newest first, searchable by visitor; one opens read-only beside the list. */
export function HistoryPage() {
  const { t, i18n } = useTranslation('history');
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const { sessionId } = useParams();
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<ConversationSummary[]>([]);
  const tableBox = useRef<HTMLDivElement>(null);
  // On a phone the table scrolls sideways; keyboard users reach that region by Tab (antd renders it without a tabindex).
  useEffect(() => {
    for (const el of tableBox.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', t('title'));
    }
  });
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (query: string, before?: number) => {
      setLoading(true);
      try {
        const page = await fetchClosedConversations(query, before);
        setRows((prev) => (before ? [...prev, ...page] : page));
        setMore(page.length >= HISTORY_PAGE);
      } catch (e) {
        void message.error(failureText(e));
      } finally {
        setLoading(false);
      }
    },
    [message],
  );
  useEffect(() => void load(''), [load]);

  return (
    <div className="history">
      <div className="page-head">
        <Typography.Title level={4}>{t('title')}</Typography.Title>
        <Input.Search
          className="history-search"
          placeholder={t('search')}
          allowClear
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onSearch={(v) => void load(v)}
          aria-label={t('searchLabel')}
        />
      </div>
      <div ref={tableBox}>
        <Table<ConversationSummary>
          rowKey="sessionId"
          size="middle"
          loading={loading && rows.length === 0}
          dataSource={rows}
          pagination={false}
          // The fixed columns take 740 px; the last message keeps at least 280 px and the table scrolls sideways on phones.
          scroll={{ x: 1020 }}
          onRow={(c) => ({ onClick: () => void navigate(`/history/${c.sessionId}`), className: 'history-row' })}
          locale={{ emptyText: q ? t('noMatch') : t('empty') }}
          columns={[
            {
              title: t('columns.visitor'),
              key: 'visitor',
              width: 220,
              render: (_, c) => (
                <span className="history-visitor">
                  <VisitorAvatar name={nameOf(c, t)} seed={c.visitor.userId} size={28} />
                  <Typography.Text ellipsis>{nameOf(c, t)}</Typography.Text>
                </span>
              ),
            },
            {
              title: t('columns.lastMessage'),
              key: 'last',
              ellipsis: true,
              render: (_, c) => <Typography.Text type="secondary">{c.lastMessage ? messagePreview(c.lastMessage) : '—'}</Typography.Text>,
            },
            { title: t('columns.agent'), dataIndex: 'agentNick', width: 110, render: (v: string) => v || '—' },
            { title: t('columns.ended'), key: 'ended', width: 150, render: (_, c) => formatDateTime(c.endedAt ?? c.startedAt) },
            {
              title: t('columns.length'),
              key: 'len',
              width: 90,
              render: (_, c) => (c.endedAt ? formatDuration(c.endedAt - c.startedAt, i18n.language) : '—'),
            },
            {
              title: t('columns.rating'),
              key: 'rating',
              width: 170,
              render: (_, c) => (c.rating ? <RatingChip rating={c.rating} /> : <span className="field-empty">{t('notRated')}</span>),
            },
          ]}
          footer={() =>
            more ? (
              <Button block loading={loading} onClick={() => void load(q, rows.at(-1)?.sessionId)}>
                {t('loadOlder')}
              </Button>
            ) : rows.length ? (
              <Typography.Text type="secondary">{t('thatIsAll')}</Typography.Text>
            ) : null
          }
        />
      </div>
      <HistoryDrawer
        sessionId={sessionId && /^\d+$/.test(sessionId) ? Number(sessionId) : null}
        onClose={() => void navigate('/history')}
        onErased={() => {
          void navigate('/history');
          void load(q);
        }}
      />
    </div>
  );
}
