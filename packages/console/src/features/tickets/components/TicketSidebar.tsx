import { Rate, Tooltip, Typography } from 'antd';
import { MailOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TicketDetail } from '@parley/protocol';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { formatDateTime } from '../../../shared/format';
import { formatMinutes } from '../../../shared/workingTime';
import { customerLabel } from '../model/attention';
import { detailClocks } from '../model/sla';
import { SlaReading } from './TicketBits';
import { useTranslation } from 'react-i18next';

/** Who the customer is, the service-level clocks, the ticket's facts and custom fields, and the customer's rating. */
export function TicketSidebar({ ticket: t }: { ticket: TicketDetail }) {
  const { t: say } = useTranslation('tickets');
  const clocks = detailClocks(t);
  return (
    <div className="ticket-side-inner">
      <section className="side-card" aria-label={say('side.customer')}>
        <div className="customer-head">
          <VisitorAvatar name={customerLabel(t.customer)} seed={t.customer.userId} size={40} />
          <div className="customer-name">
            <Typography.Text strong ellipsis>
              {customerLabel(t.customer)}
            </Typography.Text>
            <span className="ticket-sub">{say('side.customer')}</span>
          </div>
        </div>
        <ul className="customer-contacts">
          {t.customer.email && (
            <li>
              <MailOutlined />
              <a href={`mailto:${t.customer.email}`}>{t.customer.email}</a>
            </li>
          )}
          {t.customer.phone && (
            <li>
              <PhoneOutlined />
              <a href={`tel:${t.customer.phone}`}>{t.customer.phone}</a>
            </li>
          )}
          {!t.customer.email && !t.customer.phone && <li className="tk-muted">{say('side.noContact')}</li>}
          {t.visitorSessionId !== null && (
            <li>
              <MessageOutlined />
              <Link to={`/inbox/${t.visitorSessionId}`}>{say('side.live')}</Link>
            </li>
          )}
        </ul>
      </section>

      {clocks.length > 0 && (
        <section className="side-card" aria-label={say('side.sla')}>
          <h5 className="side-title">{say('side.sla')}</h5>
          {clocks.map((c) => (
            <div key={c.label} className="sla-row">
              <div>
                <div className="sla-label">{c.label}</div>
                <div className="ticket-sub">{say('side.target', { time: formatMinutes(c.target) })}</div>
              </div>
              <SlaReading sla={c.text} />
            </div>
          ))}
        </section>
      )}

      <section className="side-card" aria-label={say('side.details')}>
        <h5 className="side-title">{say('side.details')}</h5>
        <dl className="facts">
          <dt>{say('side.type')}</dt>
          <dd>{t.typeName || '—'}</dd>
          <dt>{say('side.channel')}</dt>
          <dd>{t.channelId}</dd>
          <dt>{say('side.created')}</dt>
          <dd>{formatDateTime(t.createdAt)}</dd>
          <dt>{say('side.updated')}</dt>
          <dd>{formatDateTime(t.updatedAt)}</dd>
          {t.customFields.map((f) => (
            <FieldRow key={f.fieldId} name={f.fieldName || f.fieldId} value={f.fieldValue} />
          ))}
        </dl>
      </section>

      {t.rating && (
        <section className="side-card" aria-label={say('side.rating')}>
          <h5 className="side-title">{say('side.customerRating')}</h5>
          <Tooltip title={formatDateTime(t.rating.time)}>
            <span>
              <Rate disabled value={t.rating.star} className="ticket-rate" />
            </span>
          </Tooltip>
          {t.rating.comment && <p className="rating-comment">“{t.rating.comment}”</p>}
        </section>
      )}
    </div>
  );
}

function FieldRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value.trim() ? value : <span className="tk-muted">—</span>}</dd>
    </>
  );
}
