import { Badge, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useDesk } from '../hooks/useDesk';
import { LeaveMessagesPane } from './LeaveMessagesPane';
import { TicketList } from './TicketList';
import './tickets.css';
import { useTranslation } from 'react-i18next';

type Tab = 'tickets' | 'messages';

function TabLabel({ text, count }: { text: string; count: number }) {
  return (
    <span className="tickets-tab">
      {text}
      {count > 0 && <Badge count={count} size="small" color="#4f46e5" />}
    </span>
  );
}

/** The ticket desk: the ticket list with its views and filters, and the simple leave messages, as two tabs. */
export function TicketsPage({ tab }: { tab: Tab }) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { ticketsWaiting, leaveMessagesWaiting } = useDesk();
  return (
    <div className="tickets">
      <div className="tickets-head">
        <Typography.Title level={4}>{t('title')}</Typography.Title>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => void navigate(k === 'messages' ? '/tickets/messages' : '/tickets')}
        className="tickets-tabs"
        destroyOnHidden
        items={[
          { key: 'tickets', label: <TabLabel text={t('tabs.tickets')} count={ticketsWaiting} />, children: <TicketList /> },
          { key: 'messages', label: <TabLabel text={t('tabs.messages')} count={leaveMessagesWaiting} />, children: <LeaveMessagesPane /> },
        ]}
      />
    </div>
  );
}
