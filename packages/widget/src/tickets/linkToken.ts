/**
 * W-LM13: a ticket link's token. Mailed links carry it in the fragment (`#t=…`, server S-TK13), which a browser never
 * sends; links in the spec's form (`?token=…`, older mails) still work. Once read it leaves the address bar (no
 * bookmark, screenshot or shared address holds it) and is kept for this tab only, so a reload still opens the ticket.
 */
import { useEffect, useState } from 'react';

/** The token a link carries, and the address to show instead: the same page without it. */
export function splitLinkToken(href: string): { token: string; cleanHref: string } {
  const url = new URL(href);
  const fromHash = new URLSearchParams(url.hash.slice(1)).get('t')?.trim() ?? '';
  const fromQuery = url.searchParams.get('token')?.trim() ?? '';
  url.searchParams.delete('token');
  url.hash = '';
  return { token: fromHash || fromQuery, cleanHref: url.toString() };
}

const storageKey = (woId: string) => `parley.ticketLink.${woId}`;

/** Reads the link's token once (the fragment's first), clears it from the address bar, and remembers it per tab. */
export function takeLinkToken(woId: string): string {
  const { token, cleanHref } = splitLinkToken(window.location.href);
  if (token) {
    window.history.replaceState(window.history.state, '', cleanHref);
    try {
      window.sessionStorage.setItem(storageKey(woId), token);
    } catch {
      // A frame without storage: this page view keeps the token in memory; a reload needs the link again.
    }
    return token;
  }
  try {
    return window.sessionStorage.getItem(storageKey(woId)) ?? '';
  } catch {
    return '';
  }
}

/**
 * The page's link token. A newer link opened over this page differs from the cleaned address only in its fragment,
 * which the browser treats as the same document: the hashchange is read too.
 */
export function useLinkToken(woId: string): string {
  const [token, setToken] = useState(() => takeLinkToken(woId));
  useEffect(() => {
    const onHash = () => {
      const next = takeLinkToken(woId);
      if (next) setToken(next);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [woId]);
  return token;
}
