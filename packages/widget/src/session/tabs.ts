/**
 * Tabs in sync (TB in ./SPEC.md): the tabs of one visitor share one event stream. One tab leads (holds the stream or
 * the polls) and hands every batch to the others; the rest follow, applying what the leader shares, until the lead
 * comes to them (the leader's tab closed or its chat ended). W-EV2's cursor drops what a tab already has, so a batch
 * that arrives twice (shared, then polled after a hand-over) is applied once. The browser side is ../services/tabs.ts.
 */
import type { VisitorEvent } from '@parley/protocol';

export interface TabLink {
  /** W-TB1: resolves true once this tab leads for its visitor, false when `signal` aborts first. */
  lead(signal: AbortSignal): Promise<boolean>;
  /** W-TB2: the leader's batch, for the other tabs. */
  share(events: VisitorEvent[], lastEventId: number): void;
  /** W-TB2: batches the leader shares, while this tab follows. */
  onShared(fn: (events: VisitorEvent[], lastEventId: number) => void): () => void;
  /** Gives up the lead (or the wait for it). */
  release(): void;
}

/**
 * W-TB3: which tab tells of a new agent message (the page's `message` event, the preview bubble): a tab the visitor
 * can see, and when they see none, the leader alone, so two tabs never announce one message twice unseen.
 */
export function announces(self: { seen: boolean; leader: boolean }, anotherSeen: boolean): boolean {
  return self.seen || (self.leader && !anotherSeen);
}
