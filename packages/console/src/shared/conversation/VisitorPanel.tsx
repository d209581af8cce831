import { useState, type ReactNode } from 'react';
import { Button, Empty, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ConversationDetail, VisitorUpdate } from '@parley/protocol';
import { formatDateTime } from '../format';
import { ContactForm } from './ContactForm';
import { RatingDetails } from './RatingView';
import { describeDevice } from './userAgent';
import { VisitorAvatar } from './VisitorAvatar';
import { useTranslation } from 'react-i18next';

interface Props {
  detail: ConversationDetail | null;
  /** Given where the agent may correct the contact data (the inbox); History shows it read-only. */
  onSave?(update: VisitorUpdate): Promise<void>;
}

/** Who the agent is talking to: identity, where they came from, custom fields from the page URL and earlier visits, their rating. */
export function VisitorPanel({ detail, onSave }: Props) {
  const { t } = useTranslation('conversation');
  const [editing, setEditing] = useState(false);
  if (!detail) return <Empty className="panel-empty" description={t('panel.loading')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const v = detail.visitorProfile;
  const name = v.name || detail.visitor.name || t('panel.visitorFallback', { id: v.userId.slice(-6) });
  const params = Object.entries(v.params);
  const formParams = Object.entries(v.formParams);
  return (
    <div className="visitor-panel">
      <div className="visitor-head">
        <VisitorAvatar name={name} seed={v.userId} size={48} />
        <div className="visitor-head-text">
          <Typography.Text strong className="visitor-name">
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" copyable={{ text: v.userId }} className="visitor-id">
            {v.userId}
          </Typography.Text>
        </div>
      </div>
      {detail.rating && (
        <section className="panel-section" aria-label={t('panel.rating')}>
          <h4>{t('panel.rating')}</h4>
          <RatingDetails rating={detail.rating} />
        </section>
      )}
      {editing && onSave ? (
        <section className="panel-section">
          <h4>{t('panel.contact')}</h4>
          <ContactForm visitor={v} onSave={onSave} onDone={() => setEditing(false)} />
        </section>
      ) : (
        <Section
          title={t('panel.contact')}
          action={
            onSave && (
              <Button type="link" size="small" icon={<EditOutlined />} aria-label={t('panel.editContact')} onClick={() => setEditing(true)}>
                {t('panel.edit')}
              </Button>
            )
          }
        >
          <Field label={t('panel.name')} value={v.name} copy />
          <Field label={t('panel.email')} value={v.email} copy />
          <Field label={t('panel.phone')} value={v.phone} copy />
          <Field label={t('panel.locale')} value={v.locale} />
        </Section>
      )}
      <Section title={t('panel.session')}>
        <Field label={t('panel.device')} value={describeDevice(v.userAgent)} title={v.userAgent} />
        <Field label={t('panel.page')} value={v.pageUrl} link />
        <Field label={t('panel.referrer')} value={v.refer} link />
        <Field label={t('panel.firstSeen')} value={v.firstSeenAt ? formatDateTime(v.firstSeenAt) : ''} />
        <Field label={t('panel.started')} value={formatDateTime(detail.startedAt)} />
        <Field label={t('panel.previousChats')} value={String(v.previousSessions)} />
      </Section>
      {params.length > 0 && (
        <Section title={t('panel.customFields')}>
          {params.map(([k, val]) => (
            <Field key={k} label={k} value={show(val)} copy />
          ))}
        </Section>
      )}
      {formParams.length > 0 && (
        <Section title={t('panel.formAnswers')}>
          {formParams.map(([k, val]) => (
            <Field key={k} label={k} value={show(val)} />
          ))}
        </Section>
      )}
    </div>
  );
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="panel-section">
      <h4>
        {title}
        {action}
      </h4>
      <dl>{children}</dl>
    </section>
  );
}

function Field({ label, value, copy, link, title }: { label: string; value: string; copy?: boolean; link?: boolean; title?: string }) {
  const { t } = useTranslation('conversation');
  const empty = value.trim() === '';
  return (
    <>
      <dt>{label}</dt>
      <dd title={title ?? value}>
        {empty ? (
          <span className="field-empty">{t('panel.notGiven')}</span>
        ) : link && /^https?:\/\//.test(value) ? (
          <a href={value} target="_blank" rel="noreferrer">
            {value}
          </a>
        ) : (
          <Typography.Text copyable={copy ? { text: value } : false}>{value}</Typography.Text>
        )}
      </dd>
    </>
  );
}
