/** What the page hands a session (./controller.ts) and the small types its callers share. Rule ids refer to ./SPEC.md. */
import type { ChannelInfo, ChatMessage, ChatStartBody, ResetInfoBody, VisitorEvent } from '@parley/protocol';
import type { IdentityStore } from '../api/identity';
import type { VisitorApi } from '../api/visitor';
import type { SessionUpload } from './outgoing';
import type { TabLink } from './tabs';
import type { OpenStream } from './transport';

/** Requests for screens the page owns (rating popup, leave-message screen). Every caller goes through this one hook (W-MN6). */
export type VisitorAction = { type: 'evaluate'; invited: boolean } | { type: 'leaveMessage'; away?: boolean };

export interface SessionEnv {
  api: VisitorApi;
  identity: IdentityStore;
  /** chatStart fields taken from the page (locale, params, userName, groupId, adminId, …). */
  startFields(): Omit<ChatStartBody, 'channelId' | 'userId'>;
  /** Awaited between channelInfo and chatStart, e.g. to switch to the channel's language first. */
  onChannel?(channel: ChannelInfo): void | Promise<void>;
  /** W-CL3, W-CL4: the `inviteEvaluate` query value: closing offers the rating before the window goes. */
  inviteEvaluate?: boolean;
  /** W-EV3: an agent message arrived (the embedding page gets a notice, the title blinks). */
  onAgentMessage?(message: ChatMessage): void;
  /** W-EV4 / W-CL1: the session ended (after the rating W-CL3/CL4 offered, if any). */
  onClosed?(): void;
  /** W-MN6: the shared hook for rating and leave-message requests. */
  onAction?(action: VisitorAction): void;
  /** Issue 16: a call event (1207) for the call box. */
  onCallEvent?(event: Extract<VisitorEvent, { code: 1207 }>): void;
  /** W-RB5: robot reply status 0. */
  reload?(): void;
  /** W-AG3: whether the visitor can see the page now (read marks). */
  isVisible?(): boolean;
  /** W-TS1: opens the event stream; without it the session polls. */
  openStream?: OpenStream;
  /** W-TB1: the link to the visitor's other tabs; without it (or null) this tab holds its own stream. */
  tabs?(userId: string): Promise<TabLink | null>;
  /** W-UP5: the page's uploader; without it files cannot be sent. */
  upload?: SessionUpload;
  /** W-UP10: the goods card JSON of the page's URL, sent once when the chat connects to an agent. */
  productCard?(): string | null;
  now?(): number;
  random?(): number;
}

/** A call the visitor waits on; `message` is the server's wording when it refused. */
/** A refusal keeps the server's code and message, from which the screen picks its own words (W-SH12). */
export type Outcome = { ok: true } | { ok: false; code?: number; message?: string };

export type VisitorInfo = Omit<ResetInfoBody, 'userId' | 'pollId'>;
