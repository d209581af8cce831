import { Tag, Tooltip } from 'antd';
import { ClockCircleOutlined, PauseCircleOutlined, CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { TicketPriority, TicketStatus } from '@parley/protocol';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../i18n';
import type { SlaText } from '../model/sla';

/** Small pieces every ticket view shares: the status tag, the priority mark and an SLA reading. */

const STATUS_COLOURS: Record<number, string> = {
  [TicketStatus.NOT_ACCEPTED]: 'blue',
  [TicketStatus.ACCEPTED]: 'orange',
  [TicketStatus.WAITING_REPLY]: 'purple',
  [TicketStatus.RESOLVED]: 'green',
  [TicketStatus.ENDED]: 'default',
  [TicketStatus.CLOSED]: 'default',
};

// The protocol's English labels are the server's (mails, exports); the console words them in the agent's language.
const known = (key: string) => i18next.exists(`tickets:${key}`);
export const statusLabel = (status: number) =>
  known(`status.${status}`) ? i18next.t(`tickets:status.${status}`) : i18next.t('tickets:status.other', { status });
export const priorityLabel = (priority: number) =>
  known(`priority.${priority}`) ? i18next.t(`tickets:priority.${priority}`) : i18next.t('tickets:priority.other', { priority });

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('tickets');
  return (
    <Tooltip title={known(`customerStatus.${status}`) ? t('customerSees', { label: t(`customerStatus.${status}`) }) : undefined}>
      <Tag color={STATUS_COLOURS[status] ?? 'default'} className="ticket-status" variant="filled">
        {statusLabel(status)}
      </Tag>
    </Tooltip>
  );
}

const PRIORITY_CLASS: Record<number, string> = {
  [TicketPriority.LOW]: 'low',
  [TicketPriority.NORMAL]: 'normal',
  [TicketPriority.WARNING]: 'high',
  [TicketPriority.DANGER]: 'urgent',
};

export function PriorityMark({ priority }: { priority: number }) {
  // Subscribes to language changes (priorityLabel reads i18next directly).
  useTranslation('tickets');
  return (
    <span className={`ticket-priority priority-${PRIORITY_CLASS[priority] ?? 'normal'}`}>
      <span className="priority-dot" aria-hidden="true" />
      {priorityLabel(priority)}
    </span>
  );
}

const SLA_ICONS = {
  met: CheckCircleOutlined,
  running: ClockCircleOutlined,
  soon: ClockCircleOutlined,
  paused: PauseCircleOutlined,
  breached: WarningOutlined,
} as const;

export function SlaReading({ sla }: { sla: SlaText | null }) {
  if (!sla) return <span className="tk-muted">—</span>;
  const Icon = SLA_ICONS[sla.tone];
  return (
    <span className={`sla-reading sla-${sla.tone}`}>
      <Icon /> {sla.text}
    </span>
  );
}

export const statusOptions = (statuses: readonly number[]) => statuses.map((s) => ({ value: s, label: statusLabel(s) }));
export const priorityOptions = () => Object.values(TicketPriority).map((p) => ({ value: p, label: priorityLabel(p) }));
