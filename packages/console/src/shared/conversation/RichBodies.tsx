import { useMemo } from 'react';
import { FormOutlined } from '@ant-design/icons';
import { readFormMessage } from '@parley/protocol';
import { sanitizeHtml } from './sanitizeHtml';
import { useTranslation } from 'react-i18next';

/** msgType 11: the form that was offered (its guide and fields) or the answers the visitor sent back. */
export function FormBody({ content }: { content: string }) {
  const { t } = useTranslation('conversation');
  const f = useMemo(() => readFormMessage(content), [content]);
  if (f.kind === 'text') return <span className="msg-text">{f.text}</span>;
  const guide = f.kind === 'form' ? f.form.guide : f.guide;
  return (
    <div className="msg-form">
      <div className="card-kind">
        <FormOutlined /> <span>{f.kind === 'form' ? t('form.form') : t('form.reply')}</span>
      </div>
      {guide && <div className="msg-form-guide">{guide}</div>}
      {f.kind === 'form' ? (
        <ul className="msg-form-fields">
          {f.form.fields.map((x, i) => (
            <li key={i}>
              {x.label}
              {x.required && <span className="required-mark"> *</span>}
            </li>
          ))}
        </ul>
      ) : (
        <dl className="card-facts">
          {f.entries.map(([k, v], i) => (
            <div key={i} className="card-fact">
              <dt>{k}</dt>
              <dd>{v || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** msgType 12: HTML from the other side, only ever rendered sanitised. */
export function HtmlBody({ content }: { content: string }) {
  const html = useMemo(() => sanitizeHtml(content), [content]);
  return <div className="msg-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
