import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';
import type { ConversationDetail } from '@parley/protocol';
import { formatDateTime } from '../format';
import { describeDevice } from './userAgent';
import { VisitorAvatar } from './VisitorAvatar';

/** Who the agent is talking to: identity, where they came from, custom fields from the page URL and earlier visits. */
export function VisitorPanel({ detail }: { detail: ConversationDetail | null }) {
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
      <Section title="Contact">
        <Field label="E-mail" value={v.email} copy />
        <Field label="Phone" value={v.phone} copy />
        <Field label="Locale" value={v.locale} />
      </Section>
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
      {detail.rating && (
        <Section title="Rating">
          <Field label="Stars" value={detail.rating.star === null ? '' : '★'.repeat(detail.rating.star)} />
          <Field label="Solved" value={detail.rating.solved === null ? '' : detail.rating.solved === 1 ? 'Yes' : 'No'} />
          <Field label="Comment" value={detail.rating.comment} />
        </Section>
      )}
    </div>
  );
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel-section">
      <h4>{title}</h4>
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
