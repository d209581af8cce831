import { useEffect, useMemo, useState } from 'react';
import { App as AntApp, Empty, Grid, List, Pagination, Table, Tooltip, Typography } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TicketPage, TicketSummary } from '@parley/protocol';
import { subscribeAgentStream } from '../../../shared/agentStream';
import { failureText } from '../../../shared/api';
import { formatDateTime, formatListTime } from '../../../shared/format';
import { useNow } from '../../../shared/useNow';
import { fetchTickets } from '../api/fetchTickets';
import { useDesk } from '../hooks/useDesk';
import { useDeskLookups } from '../hooks/useDeskLookups';
import { customerLabel } from '../model/attention';
import { listSla } from '../model/sla';
import { PAGE_SIZE, filtersFromParams, listSearch, pageFromParams, toListQuery, type TicketFilters } from '../model/ticketFilters';
import { PriorityMark, SlaReading, StatusTag } from './TicketBits';
import { TicketFiltersBar } from './TicketFiltersBar';
import { ViewsBar } from './ViewsBar';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../i18n';

/** SLA readings age: the list is read again this often while it is open. */
const REFRESH_MS = 60_000;

/** The ticket list: views, filters (all in the address), a table on desktop and cards on phones, server paging. */
export function TicketList() {
  const { t: say, i18n } = useTranslation('tickets');
  const { message } = AntApp.useApp();
  const { me } = useDesk();
  const lookups = useDeskLookups(me.tenantId);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const page = pageFromParams(new URLSearchParams(search));
  // The answer remembers which list it is, so a change of filters shows the old rows under a spinner until the new ones come.
  const [result, setResult] = useState<{ key: string; page: TicketPage } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const phone = !(Grid.useBreakpoint().md ?? true);
  const now = useNow(30_000);
  const key = listSearch(filters, page);
  const data = result?.page ?? null;
  const loading = result?.key !== key && failedKey !== key;

  // Read again on every ticket event (bursts, as a reply changes status and assignee at once, cost one read) and
  // every minute, as SLA readings age.
  useEffect(() => {
    let live = true;
    const read = (quiet: boolean) =>
      fetchTickets(toListQuery(filters, page)).then(
        (answer) => {
          if (live) setResult({ key, page: answer });
        },
        (e: unknown) => {
          if (!live || quiet) return;
          setFailedKey(key);
          void message.error(failureText(e));
        },
      );
    void read(false);
    const timer = setInterval(() => void read(true), REFRESH_MS);
    let burst: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeAgentStream({
      onEvent: (e) => {
        if (e.type !== 'ticketChanged') return;
        clearTimeout(burst);
        burst = setTimeout(() => void read(true), 250);
      },
    });
    return () => {
      live = false;
      clearInterval(timer);
      clearTimeout(burst);
      unsubscribe();
    };
  }, [filters, page, key, message]);

  const setFilters = (f: TicketFilters) => setParams(listSearch(f));
  const setPage = (p: number) => setParams(listSearch(filters, p));
  const open = (t: TicketSummary) => void navigate(`/tickets/${t.woId}`, { state: { back: `${location.pathname}${location.search}` } });

  const items = data?.items ?? [];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filters.q || search ? say('list.noMatch') : say('list.empty')} />;

  return (
    <div className="ticket-list">
      <ViewsBar filters={filters} onPick={setFilters} />
      <TicketFiltersBar filters={filters} onChange={setFilters} lookups={lookups} phone={phone} />
      {phone ? (
        <List<TicketSummary>
          className="ticket-cards"
          loading={loading}
          dataSource={items}
          locale={{ emptyText: empty }}
          renderItem={(t) => <TicketCard ticket={t} now={now} onOpen={() => open(t)} />}
        />
      ) : (
        <Table<TicketSummary>
          rowKey="woId"
          size="middle"
          className="ticket-table"
          loading={loading}
          dataSource={items}
          pagination={false}
          scroll={{ x: 1080 }}
          locale={{ emptyText: empty }}
          onRow={(t) => ({ onClick: () => open(t), className: `ticket-row${t.awaitingAgent ? ' awaiting' : ''}` })}
          columns={[
            { title: '#', dataIndex: 'woId', width: 64, render: (id: string) => <span className="ticket-number">#{id}</span> },
            { title: say('list.columns.title'), key: 'title', render: (_, t) => <TitleCell ticket={t} /> },
            {
              title: say('list.columns.customer'),
              key: 'customer',
              width: 160,
              render: (_, t) => (
                <div className="ticket-customer">
                  <Typography.Text ellipsis>{customerLabel(t.customer)}</Typography.Text>
                  {t.customer.name && (t.customer.email || t.customer.phone) && (
                    <Typography.Text type="secondary" ellipsis className="ticket-sub">
                      {t.customer.email || t.customer.phone}
                    </Typography.Text>
                  )}
                </div>
              ),
            },
            { title: say('list.columns.status'), dataIndex: 'status', width: 150, render: (s: number) => <StatusTag status={s} /> },
            { title: say('list.columns.priority'), dataIndex: 'priority', width: 96, render: (p: number) => <PriorityMark priority={p} /> },
            { title: say('list.columns.type'), dataIndex: 'typeName', width: 130, ellipsis: true },
            {
              title: say('list.columns.assignee'),
              key: 'assignee',
              width: 120,
              ellipsis: true,
              render: (_, t) => t.assignee?.nickname ?? <span className="tk-muted">{say('unassigned')}</span>,
            },
            { title: say('list.columns.sla'), key: 'sla', width: 150, render: (_, t) => <SlaReading sla={listSla(t)} /> },
            {
              title: say('list.columns.updated'),
              dataIndex: 'updatedAt',
              width: 84,
              render: (ts: number) => (
                <Tooltip title={formatDateTime(ts)}>
                  <span className="ticket-time">{formatListTime(ts, now, i18n.language)}</span>
                </Tooltip>
              ),
            },
          ]}
        />
      )}
      {data && data.total > 0 && (
        <div className="ticket-pager">
          <Typography.Text type="secondary">
            {data.total} {data.total === 1 ? 'ticket' : 'tickets'}
          </Typography.Text>
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onChange={setPage}
            showSizeChanger={false}
            size="small"
            simple={phone}
          />
        </div>
      )}
    </div>
  );
}

function TitleCell({ ticket: t }: { ticket: TicketSummary }) {
  const { t: say } = useTranslation('tickets');
  return (
    <div className="ticket-title-cell">
      <span className="ticket-title-line">
        {t.awaitingAgent && <span className="awaiting-dot" role="img" aria-label={say('list.awaiting')} />}
        <Typography.Text strong ellipsis className="ticket-title">
          {t.title}
        </Typography.Text>
      </span>
      <Typography.Text type="secondary" ellipsis className="ticket-sub">
        {t.lastPreview}
      </Typography.Text>
    </div>
  );
}

/** A phone's row: number, status and SLA; title and preview; customer, assignee and time. */
function TicketCard({ ticket: t, now, onOpen }: { ticket: TicketSummary; now: number; onOpen(): void }) {
  // Re-renders on a language change.
  useTranslation('tickets');
  return (
    <List.Item
      className={`ticket-card${t.awaitingAgent ? ' awaiting' : ''}`}
      onClick={onOpen}
      role="link"
      tabIndex={0}
      onKeyDown={(e) => e.key === 'Enter' && onOpen()}
    >
      <div className="ticket-card-top">
        <span className="ticket-number">#{t.woId}</span>
        <StatusTag status={t.status} />
        <span className="shell-spacer" />
        <SlaReading sla={listSla(t)} />
      </div>
      <TitleCell ticket={t} />
      <div className="ticket-card-meta">
        <span className="ticket-card-customer">{customerLabel(t.customer)}</span>
        <PriorityMark priority={t.priority} />
        <span>{t.assignee?.nickname ?? i18next.t('tickets:unassigned')}</span>
        <span className="shell-spacer" />
        <span className="ticket-time">{formatListTime(t.updatedAt, now, i18next.language)}</span>
      </div>
    </List.Item>
  );
}
