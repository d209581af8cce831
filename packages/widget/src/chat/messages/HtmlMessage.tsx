/** msgType 12: html text or the agent's clarify list, only ever rendered through DOMPurify (MT7). */
import { useMemo } from 'react';
import { sanitizeMessageHtml } from '../sanitize';

export function HtmlMessage({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeMessageHtml(html), [html]);
  return <div className="pw-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
