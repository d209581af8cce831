import { useMemo } from 'react';
import { looksLikeHtml } from '@parley/protocol';
import { RichText } from './RichText';
import { sanitizeHtml } from './sanitize';

/** A message body that may be knowledge-base HTML (sanitised) or plain text (escaped, links linkified). */
export function HtmlText({ text }: { text: string }) {
  const html = useMemo(() => (looksLikeHtml(text) ? sanitizeHtml(text) : null), [text]);
  if (html === null) return <RichText text={text} />;
  return <div className="pw-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
