import { useState, type ReactNode } from 'react';
import { Button, Empty, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ConversationDetail, VisitorUpdate } from '@parley/protocol';
import { formatDateTime } from '../format';
import { ContactForm } from './ContactForm';
import { RatingDetails } from './RatingView';
import { describeDevice } from './userAgent';
import { VisitorAvatar } from './VisitorAvatar';

interface Props {
  detail: ConversationDetail | null;
  /** Given where the agent may correct the contact data (the inbox); History shows it read-only. */
  onSave?(update: VisitorUpdate): Promise<void>;
}

/** Who the agent is talking to: identity, where they came from, custom fields from the page URL and earlier visits, their rating. */
export function VisitorPanel({ detail, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  if (!detail) return <Empty className="panel-empty" description="Loading visitor…" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const v = detail.visitorProfile;
  const name = v.name || detail.visitor.name || `Visitor ${v.userId.slice(-6)}`;
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
        <section className="panel-section" aria-label="Rating">
          <h4>Rating</h4>
          <RatingDetails rating={detail.rating} />
        </section>
      )}
      {editing && onSave ? (
        <section className="panel-section">
          <h4>Contact</h4>
          <ContactForm visitor={v} onSave={onSave} onDone={() => setEditing(false)} />
        </section>
      ) : (
        <Section
          title="Contact"
          action={
            onSave && (
              <Button type="link" size="small" icon={<EditOutlined />} aria-label="Edit contact" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )
          }
        >
          <Field label="Name" value={v.name} copy />
          <Field label="E-mail" value={v.email} copy />
          <Field label="Phone" value={v.phone} copy />
          <Field label="Locale" value={v.locale} />
        </Section>
      )}
      <Section title="Session">
        <Field label="Device" value={describeDevice(v.userAgent)} title={v.userAgent} />
        <Field label="Page" value={v.pageUrl} link />
        <Field label="Referrer" value={v.refer} link />
        <Field label="First seen" value={v.firstSeenAt ? formatDateTime(v.firstSeenAt) : ''} />
        <Field label="Started" value={formatDateTime(detail.startedAt)} />
        <Field label="Previous chats" value={String(v.previousSessions)} />
      </Section>
      {params.length > 0 && (
        <Section title="Custom fields">
          {params.map(([k, val]) => (
            <Field key={k} label={k} value={show(val)} copy />
          ))}
        </Section>
      )}
      {formParams.length > 0 && (
        <Section title="Form answers">
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
  const empty = value.trim() === '';
  return (
    <>
      <dt>{label}</dt>
      <dd title={title ?? value}>
        {empty ? (
          <span className="field-empty">not given</span>
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
