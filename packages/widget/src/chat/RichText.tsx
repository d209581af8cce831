import { Fragment, useMemo } from 'react';
import { useLinkify } from './textLibs';

/**
 * Message text: React escapes everything; only recognised links become anchors, opening in a new tab. W-SH8: the text
 * takes its own direction (dir="auto"): English in an Arabic widget keeps its full stop at the end.
 */
export function RichText({ text }: { text: string }) {
  const linkify = useLinkify(text);
  const parts = useMemo(() => (linkify ? linkify.splitLinks(text) : null), [linkify, text]);
  if (!parts)
    return (
      <span className="pw-text" dir="auto">
        {text}
      </span>
    );
  return (
    <span className="pw-text" dir="auto">
      {parts.map((p, i) =>
        p.kind === 'text' ? (
          <Fragment key={i}>{p.text}</Fragment>
        ) : (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer" className="pw-link">
            {p.text}
          </a>
        ),
      )}
    </span>
  );
}
