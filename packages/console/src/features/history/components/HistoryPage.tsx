import { useCallback, useEffect, useState } from 'react';
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

const nameOf = (c: ConversationSummary) => c.visitor.name || c.visitor.email || c.visitor.phone || `Visitor ${c.visitor.userId.slice(-6)}`;

/** Ended conversations, newest first, searchable by visitor; one opens read-only beside the list. */
export function HistoryPage() {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const { sessionId } = useParams();
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<ConversationSummary[]>([]);
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
        <Typography.Title level={4}>History</Typography.Title>
        <Input.Search
          className="history-search"
          placeholder="Search by visitor name, e-mail, phone or id"
          allowClear
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onSearch={(v) => void load(v)}
          aria-label="Search conversations"
        />
      </div>
      <Table<ConversationSummary>
        rowKey="sessionId"
        size="middle"
        loading={loading && rows.length === 0}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 760 }}
        onRow={(c) => ({ onClick: () => void navigate(`/history/${c.sessionId}`), className: 'history-row' })}
        locale={{ emptyText: q ? 'No conversation matches' : 'No ended conversations yet' }}
        columns={[
          {
            title: 'Visitor',
            key: 'visitor',
            width: 220,
            render: (_, c) => (
              <span className="history-visitor">
                <VisitorAvatar name={nameOf(c)} seed={c.visitor.userId} size={28} />
                <Typography.Text ellipsis>{nameOf(c)}</Typography.Text>
              </span>
            ),
          },
          {
            title: 'Last message',
            key: 'last',
            ellipsis: true,
            render: (_, c) => <Typography.Text type="secondary">{c.lastMessage ? messagePreview(c.lastMessage) : '—'}</Typography.Text>,
          },
          { title: 'Agent', dataIndex: 'agentNick', width: 110, render: (v: string) => v || '—' },
          { title: 'Ended', key: 'ended', width: 150, render: (_, c) => formatDateTime(c.endedAt ?? c.startedAt) },
          { title: 'Length', key: 'len', width: 90, render: (_, c) => (c.endedAt ? formatDuration(c.endedAt - c.startedAt) : '—') },
          {
            title: 'Rating',
            key: 'rating',
            width: 170,
            render: (_, c) => (c.rating ? <RatingChip rating={c.rating} /> : <span className="field-empty">not rated</span>),
          },
        ]}
        footer={() =>
          more ? (
            <Button block loading={loading} onClick={() => void load(q, rows.at(-1)?.sessionId)}>
              Load older conversations
            </Button>
          ) : rows.length ? (
            <Typography.Text type="secondary">That is all.</Typography.Text>
          ) : null
        }
      />
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
