/**
 * Linkify and DOMPurify arrive just after the first screen is painted (issue 17: together ≈ 17 KB gz the robot's
 * welcome does not need to appear). Until then message text shows as plain text: HTML is read in an inert
 * document and only its text reaches React, so nothing unsanitised ever touches innerHTML.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { TextPart } from './linkify';

export interface TextLibs {
  splitLinks(text: string): TextPart[];
  sanitizeHtml(html: string): string;
  sanitizeMessageHtml(html: string): string;
}

let libs: TextLibs | null = null;
let loading: Promise<TextLibs> | null = null;
const listeners = new Set<() => void>();

export function loadTextLibs(): Promise<TextLibs> {
  loading ??= Promise.all([import('./linkify'), import('./sanitize')]).then(([linkify, sanitize]) => {
    libs = {
      splitLinks: linkify.splitLinks,
      sanitizeHtml: (html) => sanitize.sanitizeHtml(html),
      sanitizeMessageHtml: sanitize.sanitizeMessageHtml,
    };
    for (const listener of listeners) listener();
    return libs;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The libraries once loaded, else null; asks for them after the next paint. */
export function useTextLibs(): TextLibs | null {
  const current = useSyncExternalStore(subscribe, () => libs);
  useEffect(() => {
    if (libs) return;
    // After the frame that shows the first messages, so they never wait for these chunks.
    const frame = requestAnimationFrame(() => setTimeout(() => void loadTextLibs().catch(() => (loading = null)), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return current;
}

/** The text of an HTML fragment, read in a document that runs no script and loads no image. */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
