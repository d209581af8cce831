import { Fragment, useMemo } from 'react';
import { splitLinks } from './linkify';

/** Message text: React escapes everything; only recognised links become anchors, opening in a new tab. */
export function RichText({ text }: { text: string }) {
  const parts = useMemo(() => splitLinks(text), [text]);
  return (
    <>
      {parts.map((p, i) =>
        p.kind === 'text' ? (
          <Fragment key={i}>{p.text}</Fragment>
        ) : (
          <a key={i} href={p.href} target="_blank" rel="noopener noreferrer" className="pw-link">
            {p.text}
          </a>
        ),
      )}
    </>
  );
}
