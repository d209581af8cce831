/**
 * Linkify and DOMPurify (together ≈ 21 KB gz) load only when a message needs them: linkify for a text that may
 * hold a link, DOMPurify for HTML; and then only after the frame that shows that message, so the first screen
 * never waits for them. Until then message text shows as plain text: HTML is read in an inert document and only
 * its text reaches React, so nothing unsanitised ever touches innerHTML.
 */
import { useEffect, useSyncExternalStore } from 'react';

/**
 * A text in which linkify could find a web or mail link: a host (`x.y` or localhost), an address (@) or a scheme
 * (`://`, `mailto:`). Every text it answers false for has no link, so linkify need not load (linkify.test.ts holds
 * it to linkify itself).
 */
export const mayHoldLink = (text: string): boolean => /\S\.\S|@|:\/\/|localhost|mailto:/i.test(text);

interface Lib<T> {
  subscribe(listener: () => void): () => void;
  get(): T | null;
  load(): void;
}

function lazyLib<T>(importer: () => Promise<T>): Lib<T> {
  let value: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    load() {
      loading ??= importer().then(
        (lib) => {
          value = lib;
          for (const listener of listeners) listener();
        },
        // A chunk that did not load is asked for again by the next message that needs it.
        () => void (loading = null),
      );
    },
  };
}

const linkify = lazyLib(() => import('./linkify'));
const sanitize = lazyLib(() => import('./sanitize'));

/** The library once loaded, else null; when `wanted`, asks for it after the next paint. */
function useLib<T>(lib: Lib<T>, wanted: boolean): T | null {
  const current = useSyncExternalStore(lib.subscribe, lib.get);
  useEffect(() => {
    if (!wanted || lib.get()) return;
    // After the frame that shows the message, so it never waits for the chunk.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(lib.load, 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [lib, wanted]);
  return current;
}

/** `splitLinks` for this text, or null while plain text is all it needs or linkify is on its way. */
export function useLinkify(text: string): typeof import('./linkify') | null {
  return useLib(linkify, mayHoldLink(text));
}

/** DOMPurify with the protocol's configurations once loaded, else null; `wanted` for HTML on screen. */
export function useSanitize(wanted: boolean): typeof import('./sanitize') | null {
  return useLib(sanitize, wanted);
}

/** The text of an HTML fragment, read in a document that runs no script and loads no image. */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
