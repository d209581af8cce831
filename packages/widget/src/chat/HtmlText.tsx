import { useMemo } from 'react';
import { looksLikeHtml } from '@parley/protocol';
import { RichText } from './RichText';
import { htmlToText, useSanitize } from './textLibs';

/** A message body that may be knowledge-base HTML (sanitised) or plain text (escaped, links linkified). */
export function HtmlText({ text }: { text: string }) {
  const isHtml = looksLikeHtml(text);
  const sanitize = useSanitize(isHtml);
  const html = useMemo(() => (isHtml && sanitize ? sanitize.sanitizeHtml(text) : null), [isHtml, sanitize, text]);
  if (!isHtml) return <RichText text={text} />;
  // W-SH8: the text's own direction (English answers in an Arabic widget keep their full stops at the end).
  if (html === null)
    return (
      <div className="pw-html" dir="auto">
        {htmlToText(text)}
      </div>
    );
  return <div className="pw-html" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
