import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { App as AntApp, Button, Collapse, Dropdown, Grid, Result, Select, Spin, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, DisconnectOutlined, MoreOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { TicketStatus, type TicketDetail, type ticketUpdateBody } from '@parley/protocol';
import { subscribeAgentStream } from '../../../shared/agentStream';
import { ApiFailure, failureText } from '../../../shared/api';
import { formatDateTime } from '../../../shared/format';
import { fetchTicket } from '../api/fetchTicket';
import { revokeTicketLinks } from '../api/revokeTicketLinks';
import { updateTicket } from '../api/updateTicket';
import { useDesk } from '../hooks/useDesk';
import { useDeskLookups, type DeskLookups } from '../hooks/useDeskLookups';
import { StatusTag, priorityOptions, statusOptions } from './TicketBits';
import { TicketComposer } from './TicketComposer';
import { TicketSidebar } from './TicketSidebar';
import { TicketTimeline } from './TicketTimeline';
import './tickets.css';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../i18n';

type Change = z.input<typeof ticketUpdateBody>;

/** Statuses an agent can set (a ticket is only "New" until someone touches it). */
const SETTABLE = [TicketStatus.ACCEPTED, TicketStatus.WAITING_REPLY, TicketStatus.RESOLVED, TicketStatus.ENDED, TicketStatus.CLOSED];

/** The routed page: a fresh view per ticket, so nothing of the previous one lingers. */
export function TicketDetailPage() {
  const { woId = '' } = useParams();
  return <TicketView key={woId} woId={woId} />;
}

/** One ticket: header with its status, priority and assignment; timeline and composer; customer, SLA and fields beside. */
function TicketView({ woId }: { woId: string }) {
  const { t } = useTranslation('tickets');
  const { me, setOpenTicket } = useDesk();
  const lookups = useDeskLookups(me.tenantId);
  const { message, modal } = AntApp.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const back = (location.state as { back?: string } | null)?.back ?? '/tickets';
  const [ticket, setTicket] = useState<TicketDetail | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const phone = !(Grid.useBreakpoint().md ?? true);

  useEffect(() => {
    let live = true;
    const read = (quiet: boolean) =>
      fetchTicket(woId).then(
        (t) => {
          if (!live) return;
          setTicket(t);
          setMissing(null);
        },
        (e: unknown) => {
          if (!live) return;
          if (e instanceof ApiFailure && (e.code === 404 || e.code === 400)) setMissing(i18next.t('tickets:detail.noSuchTicket'));
          else if (!quiet) void message.error(failureText(e));
        },
      );
    void read(false);
    setOpenTicket(woId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeAgentStream({
      onEvent: (e) => {
        if (e.type !== 'ticketChanged' || e.ticket.woId !== woId) return;
        clearTimeout(timer);
        timer = setTimeout(() => void read(true), 200);
      },
      onOpen: () => void read(true),
    });
    return () => {
      live = false;
      setOpenTicket(null);
      unsubscribe();
      clearTimeout(timer);
    };
  }, [woId, message, setOpenTicket]);

  async function change(key: string, body: Change, done: string) {
    setSaving(key);
    try {
      setTicket(await updateTicket(woId, body));
      void message.success(done);
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setSaving(null);
    }
  }

  function revoke() {
    modal.confirm({
      title: t('detail.revokeTitle'),
      content: t('detail.revokeContent'),
      okText: t('detail.revoke'),
      cancelText: t('detail.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await revokeTicketLinks(woId);
          void message.success(t('detail.revoked'));
        } catch (e) {
          void message.error(failureText(e));
        }
      },
    });
  }

  const goBack = () => void navigate(back);
  if (missing) {
    return (
      <div className="ticket-page">
        <Result
          status="404"
          title={t('detail.notFound')}
          subTitle={missing}
          extra={<Button onClick={goBack}>{t('detail.backToTickets')}</Button>}
        />
      </div>
    );
  }
  if (!ticket) return <Spin className="ticket-loading" />;

  const side = <TicketSidebar ticket={ticket} />;
  return (
    <div className="ticket-page">
      <header className="ticket-head">
        <div className="ticket-head-title">
          <Tooltip title={t('detail.backToList')}>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={goBack} aria-label={t('detail.backToTickets')} />
          </Tooltip>
          <div className="ticket-head-text">
            <Typography.Title level={4} className="ticket-heading" ellipsis={{ tooltip: ticket.title }}>
              {ticket.title}
            </Typography.Title>
            <span className="ticket-sub">
              <span className="ticket-number">#{ticket.woId}</span> · {ticket.typeName} · opened {formatDateTime(ticket.createdAt)}
            </span>
          </div>
          <StatusTag status={ticket.status} />
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{ items: [{ key: 'revoke', label: t('detail.revoke'), icon: <DisconnectOutlined />, danger: true }], onClick: revoke }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={t('detail.more')} />
          </Dropdown>
        </div>
        <Controls ticket={ticket} lookups={lookups} saving={saving} onChange={change} />
      </header>
      <div className="ticket-body">
        <section className="ticket-main" aria-label={t('detail.conversation')}>
          {phone && (
            <Collapse
              size="small"
              className="ticket-side-collapse"
              items={[{ key: 'details', label: t('detail.sideTitle'), children: side }]}
            />
          )}
          <ScrollToEnd className="ticket-scroll" watch={ticket.handles.length}>
            <TicketTimeline ticket={ticket} groups={lookups.groups} />
          </ScrollToEnd>
          <TicketComposer key={ticket.woId} woId={ticket.woId} agentId={me.agentId} onSaved={setTicket} />
        </section>
        {!phone && <aside className="ticket-side">{side}</aside>}
      </div>
    </div>
  );
}

interface ControlsProps {
  ticket: TicketDetail;
  lookups: DeskLookups;
  saving: string | null;
  onChange(key: string, body: Change, done: string): Promise<void>;
}

function Controls({ ticket: t, lookups, saving, onChange }: ControlsProps) {
  const { t: say } = useTranslation('tickets');
  const agents =
    lookups.agents.some((a) => a.agentId === t.assignee?.agentId) || !t.assignee
      ? lookups.agents
      : [...lookups.agents, { agentId: t.assignee.agentId, nickname: t.assignee.nickname }];
  return (
    <div className="ticket-controls">
      <label className="control">
        <span className="control-label">{say('detail.status')}</span>
        <Select
          aria-label={say('detail.status')}
          value={t.status}
          loading={saving === 'status'}
          popupMatchSelectWidth={false}
          options={statusOptions([TicketStatus.NOT_ACCEPTED, ...SETTABLE]).map((o) => ({
            ...o,
            disabled: o.value === TicketStatus.NOT_ACCEPTED,
          }))}
          onChange={(status: number) =>
            void onChange('status', { status: status as (typeof SETTABLE)[number] }, say('detail.statusChanged'))
          }
        />
      </label>
      <label className="control">
        <span className="control-label">{say('detail.priority')}</span>
        <Select
          aria-label={say('detail.priority')}
          value={t.priority}
          loading={saving === 'priority'}
          options={priorityOptions()}
          onChange={(priority: number) => void onChange('priority', { priority }, say('detail.priorityChanged'))}
        />
      </label>
      <label className="control">
        <span className="control-label">{say('detail.assignee')}</span>
        <Select
          aria-label={say('detail.assignee')}
          value={t.assignee?.agentId ?? 0}
          loading={saving === 'assignee'}
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          options={[{ value: 0, label: say('unassigned') }, ...agents.map((a) => ({ value: a.agentId, label: a.nickname }))]}
          onChange={(id: number) =>
            void onChange('assignee', { assigneeAgentId: id || null }, id ? say('detail.assigned') : say('detail.unassignedDone'))
          }
        />
      </label>
      <label className="control">
        <span className="control-label">{say('detail.group')}</span>
        <Select
          aria-label={say('detail.group')}
          value={t.groupId ?? ''}
          loading={saving === 'group'}
          popupMatchSelectWidth={false}
          options={[{ value: '', label: say('detail.noGroup') }, ...lookups.groups.map((g) => ({ value: g.groupId, label: g.groupName }))]}
          onChange={(groupId: string) =>
            void onChange('group', { assigneeGroupId: groupId || null }, groupId ? say('detail.groupChanged') : say('detail.groupCleared'))
          }
        />
      </label>
    </div>
  );
}

/** Keeps the newest record in view: at first, and when a record is added while the agent was already at the end. */
function ScrollToEnd({ className, watch, children }: { className: string; watch: number; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  }, [watch]);
  return (
    <div
      ref={ref}
      className={className}
      onScroll={(e) => {
        const el = e.currentTarget;
        atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
      }}
    >
      {children}
    </div>
  );
}
