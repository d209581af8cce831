/**
 * One ticket as its customer reads it (W-LM10): title, number, status, creation time, the sanitised content,
 * attachments with preview links, the contact, custom fields "name: value" and the activity, oldest first.
 * Used by the "my messages" drawer and the /workorder page.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { TICKET_STATUS_LABELS, type WorkOrder } from '@parley/protocol';
import { currentLocale } from '../i18n';
import { patternInText } from '../i18n/format';
import { sanitizeHtml } from '../chat/sanitize';
import { isImageFile, statusTone, timeline, type TimelineEntry } from './records';

const TIME = 'yyyy-MM-dd HH:mm';

export function StatusChip({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span className={`pw-tk-status is-${statusTone(status)}`}>
      {t(`tickets.status.${status}`, { defaultValue: TICKET_STATUS_LABELS[status]?.customer ?? String(status) })}
    </span>
  );
}

type Files = WorkOrder['woFileRelVoList'];

export function FileList({ files, label }: { files: Files; label: string }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="pw-tk-files" aria-label={label}>
      {files.map((f) => (
        <li key={f.fileUrl}>
          <a href={f.fileUrl} target="_blank" rel="noopener noreferrer" className="pw-tk-file">
            {isImageFile(f) ? (
              <img src={f.fileUrl} alt={f.fileName} loading="lazy" />
            ) : (
              <span className="pw-tk-file__ext">{f.fileType || '—'}</span>
            )}
            <span className="pw-tk-file__name">{f.fileName}</span>
            <span className="pw-tk-file__preview">{t('tickets.detail.preview')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Entry({ e }: { e: TimelineEntry }) {
  const { t } = useTranslation();
  const statusText = t(`tickets.status.${e.status}`, { defaultValue: TICKET_STATUS_LABELS[e.status]?.customer ?? String(e.status) });
  if (e.kind === 'status') {
    return (
      <li className="pw-tk-event">
        <span className="pw-tk-event__dot" aria-hidden />
        <span>{t('tickets.detail.statusChanged', { status: statusText })}</span>
        <time className="pw-tk-event__time">{patternInText(e.at, currentLocale(), TIME)}</time>
      </li>
    );
  }
  return (
    <li className={`pw-tk-record is-${e.side}${e.kind === 'note' ? ' is-note' : ''}`}>
      <div className="pw-tk-record__meta">
        <strong>
          {t(e.side === 'customer' ? 'tickets.detail.asCustomer' : 'tickets.detail.asAgent', {
            name: e.name || t(e.side === 'customer' ? 'tickets.detail.you' : 'tickets.detail.team'),
          })}
        </strong>
        <span className="pw-tk-record__type">{t(`tickets.detail.kind.${e.kind}`)}</span>
      </div>
      {e.content && <p className="pw-tk-record__text">{e.content}</p>}
      <FileList files={e.files} label={t('tickets.detail.attachments')} />
      <time className="pw-tk-record__time">{patternInText(e.at, currentLocale(), TIME)}</time>
    </li>
  );
}

export function TicketView({ wo, footer }: { wo: WorkOrder; footer?: ReactNode }) {
  const { t } = useTranslation();
  const html = useMemo(() => sanitizeHtml(wo.woContent), [wo.woContent]);
  const entries = useMemo(() => timeline(wo), [wo]);
  const customer = [wo.crmCustomerVo.name, wo.crmCustomerVo.phone].filter(Boolean);
  return (
    <article className="pw-tk-ticket" aria-label={wo.woTitle}>
      <header className="pw-tk-ticket__head">
        <div className="pw-tk-ticket__kicker">
          <span>{t('tickets.detail.number', { id: wo.woId })}</span>
          <StatusChip status={wo.woStatus} />
        </div>
        <h2 className="pw-tk-ticket__title">{wo.woTitle}</h2>
        <p className="pw-tk-ticket__when">{t('tickets.detail.created', { time: patternInText(wo.createTime, currentLocale(), TIME) })}</p>
      </header>

      <section className="pw-tk-section" aria-label={t('tickets.detail.content')}>
        <div className="pw-tk-content pw-html" dangerouslySetInnerHTML={{ __html: html }} />
        <FileList files={wo.woFileRelVoList} label={t('tickets.detail.attachments')} />
      </section>

      {(customer.length > 0 || wo.cusFieldConfigInfoVoList.length > 0) && (
        <section className="pw-tk-section" aria-label={t('tickets.detail.details')}>
          <dl className="pw-tk-facts">
            {wo.crmCustomerVo.name && (
              <div>
                <dt>{t('tickets.detail.customerName')}</dt>
                <dd>{wo.crmCustomerVo.name}</dd>
              </div>
            )}
            {wo.crmCustomerVo.phone && (
              <div>
                <dt>{t('tickets.detail.customerPhone')}</dt>
                <dd>{wo.crmCustomerVo.phone}</dd>
              </div>
            )}
            {wo.cusFieldConfigInfoVoList.map((f) => (
              <div key={f.fieldId}>
                <dt>{f.fieldName}:</dt>
                <dd>{f.fieldValue}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className="pw-tk-section">
        <h3 className="pw-tk-section__title">{t('tickets.detail.activity')}</h3>
        {entries.length === 0 ? (
          <p className="pw-tk-muted">{t('tickets.detail.noActivity')}</p>
        ) : (
          <ol className="pw-tk-timeline" aria-label={t('tickets.detail.activity')}>
            {entries.map((e, i) => (
              <Entry key={i} e={e} />
            ))}
          </ol>
        )}
      </section>
      {footer}
    </article>
  );
}
