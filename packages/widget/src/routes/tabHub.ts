/**
 * The browser side of tabs in sync (TB in ../session/SPEC.md): a BroadcastChannel per channel between the tabs of
 * one browser profile. The leader says so every LEAD_BEAT_MS; a tab that hears no leader (none answers its question
 * within CLAIM_WAIT_MS, the leader said goodbye, or went silent for LEAD_LOST_MS) claims the lead after a random
 * moment, so two tabs rarely claim together. Not Web Locks: Chromium refuses them to a third-party frame, which is
 * where the widget lives. Part of the chat page's script: every chat opens it within its first second, and a chunk of
 * its own was a round trip on the way to the welcome.
 */
export const LEAD_BEAT_MS = 1000;
export const LEAD_LOST_MS = 3500;
export const CLAIM_WAIT_MS = 300;
import type { VisitorEvent } from '@parley/protocol';
import { announces, type TabLink } from '../session/tabs';

type Note =
  | { k: 'events'; userId: string; events: VisitorEvent[]; lastEventId: number }
  | { k: 'who'; userId: string }
  | { k: 'lead'; userId: string; id: string }
  | { k: 'unlead'; userId: string }
  | { k: 'seen'; id: string; seen: boolean; ask?: boolean }
  | { k: 'bye'; id: string }
  | { k: 'read'; userId: string };

export interface TabHub {
  link(userId: string): TabLink;
  /** W-TB3: whether this tab tells the page of a new agent message. */
  announces(): boolean;
  /** This tab's visitor can (not) see the chat now. */
  seen(seen: boolean): void;
  /** W-TB4: everything was read in this tab; `onRead` runs in the others. */
  read(): void;
  onRead(fn: () => void): void;
  close(): void;
}

export function openTabHub(channelId: string): TabHub | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const id = Math.random().toString(36).slice(2);
  const channel = new BroadcastChannel(`parley:tabs:${channelId}`);
  const others = new Map<string, boolean>();
  const followers = new Set<(events: VisitorEvent[], lastEventId: number) => void>();
  let readers: Array<() => void> = [];
  let userId = '';
  let mine = false;
  let leader = false;
  // When a leader of this visitor was last heard; what to do when the lead may be free.
  let heardLeader = 0;
  let onLeadFree: (() => void) | null = null;
  // A closed channel throws on postMessage: late timers and calls after close() post nothing.
  let closed = false;
  const timers = new Set<() => void>();
  const post = (n: Note) => {
    if (!closed) channel.postMessage(n);
  };

  channel.onmessage = (e: MessageEvent<Note>) => {
    const n = e.data;
    if (n.k === 'events' && n.userId === userId) for (const fn of followers) fn(n.events, n.lastEventId);
    else if (n.k === 'who' && n.userId === userId && leader) post({ k: 'lead', userId, id });
    else if (n.k === 'lead' && n.userId === userId) heardLeader = Date.now();
    else if (n.k === 'unlead' && n.userId === userId) {
      heardLeader = 0;
      onLeadFree?.();
    } else if (n.k === 'read' && n.userId === userId) for (const fn of readers) fn();
    else if (n.k === 'bye') others.delete(n.id);
    else if (n.k === 'seen') {
      others.set(n.id, n.seen);
      // A new tab asks who can see the chat; each answers once.
      if (n.ask) post({ k: 'seen', id, seen: mine });
    }
  };
  const bye = () => {
    if (leader) post({ k: 'unlead', userId });
    post({ k: 'bye', id });
  };
  window.addEventListener('pagehide', bye);

  return {
    link(forUser) {
      userId = forUser;
      let beat: ReturnType<typeof setInterval> | undefined;
      return {
        lead(signal) {
          return new Promise<boolean>((resolve) => {
            let check: ReturnType<typeof setTimeout> | undefined;
            const done = (lead: boolean) => {
              clearTimeout(check);
              timers.delete(stop);
              onLeadFree = null;
              signal.removeEventListener('abort', abort);
              if (lead && !closed) {
                leader = true;
                post({ k: 'lead', userId: forUser, id });
                beat = setInterval(() => post({ k: 'lead', userId: forUser, id }), LEAD_BEAT_MS);
                timers.add(() => clearInterval(beat));
              }
              resolve(lead && !closed);
            };
            const abort = () => done(false);
            const stop = () => done(false);
            timers.add(stop);
            // Free when nobody answered or the leader went quiet; claimed after a random moment, unless one spoke.
            const probe = (delay: number) => {
              clearTimeout(check);
              const asked = Date.now();
              check = setTimeout(() => {
                if (heardLeader < asked) done(true);
                else probe(LEAD_LOST_MS);
              }, delay);
            };
            onLeadFree = () => probe(Math.random() * CLAIM_WAIT_MS);
            signal.addEventListener('abort', abort);
            post({ k: 'who', userId: forUser });
            probe(CLAIM_WAIT_MS);
          });
        },
        share: (events, lastEventId) => post({ k: 'events', userId: forUser, events, lastEventId }),
        onShared(fn) {
          followers.add(fn);
          return () => followers.delete(fn);
        },
        release() {
          clearInterval(beat);
          if (leader) post({ k: 'unlead', userId: forUser });
          leader = false;
        },
      };
    },
    announces: () => announces({ seen: mine, leader }, [...others.values()].some(Boolean)),
    seen(seen) {
      if (seen === mine && others.size) return;
      mine = seen;
      post({ k: 'seen', id, seen, ask: true });
    },
    read: () => post({ k: 'read', userId }),
    onRead: (fn) => void readers.push(fn),
    close() {
      bye();
      closed = true;
      for (const stop of [...timers]) stop();
      window.removeEventListener('pagehide', bye);
      readers = [];
      followers.clear();
      channel.close();
    },
  };
}
