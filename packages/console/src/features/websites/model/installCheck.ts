import type { ChannelLoad } from '@parley/protocol';

/**
 * What the installation check says of a website: never seen (the snippet is not on a page yet, or its origin is not
 * allowed), seen lately, or not for a while (the snippet may have been taken off).
 */
export type InstallState = 'never' | 'recent' | 'stale';

const STALE_MS = 7 * 24 * 3600 * 1000;

export function installState(lastLoad: ChannelLoad | null, now: number): InstallState {
  if (!lastLoad) return 'never';
  return now - lastLoad.at > STALE_MS ? 'stale' : 'recent';
}

/** The origins a site address implies: its own, and the www twin of a bare host (or the bare twin of www). */
export function suggestedOrigins(websiteUrl: string): string[] {
  let u: URL;
  try {
    u = new URL(websiteUrl.trim());
  } catch {
    return [];
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return [];
  const host = u.hostname;
  // An address (IPv4/IPv6) or a one-label host has no www twin.
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[')) return [u.origin];
  const twin = host.startsWith('www.') ? host.slice(4) : `www.${host}`;
  return [u.origin, `${u.protocol}//${twin}${u.port ? `:${u.port}` : ''}`];
}
