/** msgType 12: html text or the agent's clarify list, only ever rendered through DOMPurify (W-MT7). */
import { useMemo } from 'react';
import { htmlToText, useSanitize } from '../textLibs';

export function HtmlMessage({ html }: { html: string }) {
  const sanitize = useSanitize(true);
  const clean = useMemo(() => (sanitize ? sanitize.sanitizeMessageHtml(html) : null), [sanitize, html]);
  if (clean === null) return <div className="pw-html">{htmlToText(html)}</div>;
  return <div className="pw-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
