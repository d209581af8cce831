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

/** Who the customer is, the service-level clocks, the ticket's facts and custom fields, and the customer's rating. */
export function TicketSidebar({ ticket: t }: { ticket: TicketDetail }) {
  const clocks = detailClocks(t);
  return (
    <div className="ticket-side-inner">
      <section className="side-card" aria-label="Customer">
        <div className="customer-head">
          <VisitorAvatar name={customerLabel(t.customer)} seed={t.customer.userId} size={40} />
          <div className="customer-name">
            <Typography.Text strong ellipsis>
              {customerLabel(t.customer)}
            </Typography.Text>
            <span className="ticket-sub">Customer</span>
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
          {!t.customer.email && !t.customer.phone && <li className="tk-muted">No e-mail or phone</li>}
          {t.visitorSessionId !== null && (
            <li>
              <MessageOutlined />
              <Link to={`/inbox/${t.visitorSessionId}`}>Live conversation</Link>
            </li>
          )}
        </ul>
      </section>

      {clocks.length > 0 && (
        <section className="side-card" aria-label="Service level">
          <h5 className="side-title">Service level</h5>
          {clocks.map((c) => (
            <div key={c.label} className="sla-row">
              <div>
                <div className="sla-label">{c.label}</div>
                <div className="ticket-sub">Target {formatMinutes(c.target)} of working time</div>
              </div>
              <SlaReading sla={c.text} />
            </div>
          ))}
        </section>
      )}

      <section className="side-card" aria-label="Details">
        <h5 className="side-title">Details</h5>
        <dl className="facts">
          <dt>Type</dt>
          <dd>{t.typeName || '—'}</dd>
          <dt>Channel</dt>
          <dd>{t.channelId}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(t.createdAt)}</dd>
          <dt>Updated</dt>
          <dd>{formatDateTime(t.updatedAt)}</dd>
          {t.customFields.map((f) => (
            <FieldRow key={f.fieldId} name={f.fieldName || f.fieldId} value={f.fieldValue} />
          ))}
        </dl>
      </section>

      {t.rating && (
        <section className="side-card" aria-label="Rating">
          <h5 className="side-title">Customer rating</h5>
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
