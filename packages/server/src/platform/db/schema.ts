import type { Generated, Insertable, Selectable } from 'kysely';

/* Table shapes. Times are epoch milliseconds (bigint in PostgreSQL, read back as numbers). */

export interface TenantTable {
  id: string;
  name: string;
  created_at: number;
  /** Retention in days (0: forever): chat messages, uploaded files, finished tickets and leave messages. */
  message_retention_days: Generated<number>;
  file_retention_days: Generated<number>;
  ticket_retention_days: Generated<number>;
  /** 'active' | 'suspended' (an operator's; nothing is deleted). */
  status: Generated<string>;
  /** IANA time zone: working hours and reports count days in it. */
  time_zone: Generated<string>;
  /** The workspace's language (system mail, new channels' default). */
  default_locale: Generated<string>;
  /** URL of the workspace's logo, or ''. */
  logo: Generated<string>;
  /** 1: every agent must sign in with an authenticator code. */
  require_two_factor: Generated<number>;
}

export interface ChannelTable {
  id: string;
  tenant_id: string;
  name: string;
  robot_no: string;
  /** JSON of ChannelSettings (the init data a tenant configures). */
  settings: string;
  created_at: number;
  updated_at: number;
  /** JSON of WorkingHours. */
  working_hours: Generated<string>;
  /** 1: chatStart needs a verified identity token (an anonymous visitor is refused). */
  identity_required: Generated<number>;
  /** The website's address as the admin typed it, or ''. */
  website_url: Generated<string>;
  /** 'active' | 'disabled' (visitors see "chat unavailable") | 'deleting' (its erasure job is under way). */
  status: Generated<string>;
  /** The installation check: the page (origin and path) the embed loader last reported, and when. */
  last_loaded_url: Generated<string | null>;
  last_loaded_at: Generated<number | null>;
}

export interface AgentTable {
  id: Generated<number>;
  tenant_id: string;
  email: string;
  password_hash: string;
  nickname: string;
  avatar: Generated<string>;
  signature: Generated<string>;
  /** JSON: adminCardTel, adminCardMobile, adminCardEmail, adminCardQq, adminCardWechat. */
  card: Generated<string>;
  role: string;
  capacity: Generated<number>;
  created_at: number;
  presence: Generated<string>;
  last_active_at: Generated<number>;
  last_assigned_at: Generated<number>;
  /** When an admin deactivated the agent (null: active): no sign-in, no routing; history keeps the name. */
  deactivated_at: Generated<number | null>;
  /** 1: an operator of the server (`--operator`); OPERATOR_EMAILS names others. */
  operator: Generated<number>;
  /** When the agent proved the address (an invitation, a reset, a sign-up check); null: an admin typed it. */
  email_verified_at: Generated<number | null>;
}

export interface AgentSessionTable {
  id: string;
  agent_id: number;
  tenant_id: string;
  expires_at: number;
  created_at: number;
  /** 1: the workspace requires two-factor sign-in and the agent has none: only setting it up is allowed. */
  needs_two_factor: Generated<number>;
}

/** A one-time link (domains/accounts/): invitation, password reset, address check, sign-up invitation. */
export interface AccountLinkTable {
  id: Generated<number>;
  tenant_id: string | null;
  /** protocol AccountLinkKind. */
  kind: string;
  token_hash: string;
  email: string;
  agent_id: number | null;
  role: string | null;
  /** JSON list of group ids an invitee joins. */
  group_ids: Generated<string>;
  invited_by: number | null;
  /** 1: the invitee becomes an operator of the server. */
  operator: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

/** An agent's authenticator (TOTP) secret, sealed, and their unused recovery codes (hashed). */
export interface AccountFactorTable {
  agent_id: number;
  tenant_id: string;
  secret: string;
  enabled_at: number | null;
  last_step: Generated<number>;
  recovery_codes: Generated<string>;
  updated_at: number;
}

export interface VisitorTable {
  id: Generated<number>;
  tenant_id: string;
  channel_id: string;
  user_id: string;
  name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  /** JSON object of custom fields from the page URL (params). */
  params: Generated<string>;
  form_params: Generated<string>;
  locale: Generated<string>;
  previous_url: Generated<string>;
  refer: Generated<string>;
  user_agent: Generated<string>;
  /** Highest agent message id the visitor has seen (msgComplete / getOfflineMsg). */
  read_msg_id: Generated<number>;
  /** Events below this id were purged; older cursors are answered 410. */
  event_floor: Generated<number>;
  /** When the pre-chat form was submitted (null: never). */
  form_submitted_at: Generated<number | null>;
  /** The tenant's own user id from a verified identity token (`sub`), unique per tenant; null: anonymous. */
  external_id: Generated<string | null>;
  /** Comma-separated profile columns (name, email, phone) the identity token signed: the page cannot change them. */
  signed_fields: Generated<string>;
  created_at: number;
  last_seen_at: number;
}

export interface SessionTable {
  id: Generated<number>;
  tenant_id: string;
  channel_id: string;
  visitor_id: number;
  agent_id: number | null;
  group_id: string | null;
  /** UserStatus: 1 robot, 2 agent, 3 queued, 0 ended. */
  status: number;
  out_type: number | null;
  started_at: number;
  ended_at: number | null;
  queued_at: Generated<number | null>;
  /** Highest visitor message id the assigned agent has read. */
  agent_read_msg_id: Generated<number>;
  /** When an agent invited the visitor to rate (event 1203): rating is then open before the end. */
  evaluate_invited_at: Generated<number | null>;
  /** When the session first joined a queue; kept when it leaves (reports' waiting time). */
  first_queued_at: Generated<number | null>;
  /** When an agent first took it; kept through hand-overs (reports' waiting and first response). */
  assigned_at: Generated<number | null>;
  /** How often it went from one agent to another (a hand-over, or back to the queue from an agent). */
  transfers: Generated<number>;
  /** Rolled up at the end (null before): the visitor's, robot's and agents' messages, internal notes aside. */
  message_count: Generated<number | null>;
  /** Rolled up at the end: the first agent message after assigned_at (the welcome text, written at it, aside). */
  first_response_at: Generated<number | null>;
}

export interface EvaluationTable {
  id: Generated<number>;
  tenant_id: string;
  session_id: number;
  visitor_id: number;
  agent_id: number | null;
  target: string;
  star: number | null;
  solved: number | null;
  /** JSON list of labels. */
  tags: string;
  comment: string;
  created_at: number;
}

export interface GroupTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  created_at: number;
}

export interface GroupMemberTable {
  group_id: number;
  agent_id: number;
  tenant_id: string;
}

export interface TimerTable {
  id: Generated<number>;
  tenant_id: string;
  session_id: number;
  kind: string;
  due_at: number;
  lease_until: Generated<number>;
  created_at: number;
}

export interface MessageTable {
  id: Generated<number>;
  tenant_id: string;
  session_id: number;
  visitor_id: number;
  sender_type: number;
  sender_id: number | null;
  sender_name: string;
  msg_type: number;
  content: string;
  /** JSON of the message's optional fields (fileName, size, docId, answers, …). */
  extra: string;
  client_id: string | null;
  recall_flag: number;
  inside_flag: number;
  sensitive_flag: number;
  created_at: number;
}

export interface EventTable {
  id: Generated<number>;
  tenant_id: string;
  visitor_id: number;
  code: number;
  /** JSON of the event's fields beyond id, code and time. */
  payload: string;
  created_at: number;
}

/** A visitor question the robot answered only with a clarify list (2) or not at all (0). */
/** A tenant's sensitive-word list (S-SW1). */
export interface SensitiveListTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  /** JSON list of words. */
  words: string;
  match_mode: string;
  action: string;
  applies_to: Generated<string>;
  enabled: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface RobotUnansweredTable {
  id: Generated<number>;
  tenant_id: string;
  robot_no: string;
  question: string;
  /** The question folded for grouping (protocol questionWording). */
  question_key: string;
  answer_type: number;
  created_at: number;
}

export interface RobotDocTable {
  id: Generated<number>;
  tenant_id: string;
  robot_no: string;
  /** The tenant's own id for the document (FAQ menus and imports refer to it). */
  doc_id: string;
  question: string;
  /** JSON array of strings. */
  similar_questions: string;
  /** Rich text; the widget sanitises it before display. */
  answer: string;
  category: string;
  lang: string;
  enabled: number;
  /** JSON array of { text, docId }: the buttons under the answer. */
  buttons: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** One saved version of a robot's flow (issue 20); the highest version is the current one. */
export interface RobotFlowTable {
  id: Generated<number>;
  tenant_id: string;
  robot_no: string;
  flow_id: string;
  version: number;
  /** JSON of the flow as drafted (protocol flowDraftSchema). */
  definition: string;
  created_at: number;
}

/** A conversation's position in a flow (protocol FlowState as JSON). */
export interface RobotFlowRunTable {
  session_id: number;
  tenant_id: string;
  flow_id: string;
  version: number;
  state: string;
  updated_at: number;
}

export interface RobotFeedbackTable {
  id: Generated<number>;
  tenant_id: string;
  robot_no: string;
  visitor_id: number;
  /** The robot answer voted on. */
  msg_id: number;
  doc_id: string;
  /** 1 useful (liked), 0 not. */
  is_useful: number;
  created_at: number;
}

export interface UploadTable {
  id: Generated<number>;
  tenant_id: string;
  /** Unguessable storage key, also the file's URL segment. */
  key: string;
  /** The visitor whose conversation the file belongs to: they and the tenant's agents may read it. */
  visitor_id: number | null;
  agent_id: number | null;
  name: string;
  suffix: string;
  mime: string;
  size: number;
  created_at: number;
}

/** A secret a tenant gave a channel, sealed with the server secret (auth/secretBox.ts). */
export interface ChannelSecretTable {
  channel_id: string;
  tenant_id: string;
  name: string;
  sealed: string;
  updated_at: number;
  /** After this time the secret no longer counts (a rotated identity secret's grace period); null: no end. */
  expires_at: Generated<number | null>;
}

export interface LeaveMessageTable {
  id: Generated<number>;
  tenant_id: string;
  channel_id: string;
  visitor_id: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  msg_content: string;
  /** 1 handled, 0 not yet. */
  msg_state: number;
  msg_desc: string;
  update_user_name: string;
  created_at: number;
  updated_at: number | null;
  /** The client's id of the request that made it (S-HD7: a resend finds this row); null when none was sent. */
  client_id: Generated<string | null>;
}

/** A ticket type ('type') or a card form ('card'): its custom fields (JSON) and service-level targets. */
export interface TicketTemplateTable {
  id: string;
  tenant_id: string;
  kind: string;
  name: string;
  fields: string;
  first_response_minutes: number;
  resolution_minutes: number;
  created_at: number;
  updated_at: number;
}

export interface TicketTable {
  id: Generated<number>;
  tenant_id: string;
  channel_id: string;
  visitor_id: number;
  template_id: string;
  type_name: string;
  title: string;
  content: string;
  /** JSON [{fileName, fileType, fileUrl}]. */
  files: string;
  /** JSON [{fieldId, fieldName, fieldValue}] with fieldValue as text, as the customer answered. */
  custom_fields: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  status: number;
  priority: number;
  assignee_agent_id: number | null;
  assignee_group_id: string | null;
  start_way: number;
  /** The targets copied from the template when the ticket was made. */
  first_response_minutes: number;
  resolution_minutes: number;
  /** The service clock: working time counted so far, and since when it runs (null: paused). */
  sla_elapsed_ms: number;
  sla_running_since: number | null;
  first_response_elapsed_ms: number | null;
  resolved_elapsed_ms: number | null;
  /** Bumped to revoke every ticket link sent so far. */
  link_version: number;
  /** The newest handling record the customer has opened (for their unread badge). */
  visitor_read_handle_id: number;
  rating_star: number | null;
  rating_comment: string | null;
  rated_at: number | null;
  created_at: number;
  updated_at: number;
  /** When its customer was last mailed a new link at their request (null: never). */
  link_mailed_at: Generated<number | null>;
  /** The client's id of the request that made it (S-HD7: a resend finds this row); null when none was sent. */
  client_id: Generated<string | null>;
}

export interface TicketHandleTable {
  id: Generated<number>;
  tenant_id: string;
  ticket_id: number;
  handle_type: number;
  status_after: number;
  content: string;
  files: string;
  /** 'customer' | 'agent' | 'system'. */
  author: string;
  author_name: string;
  agent_id: number | null;
  created_at: number;
  /** The Message-ID of the e-mail a customer's reply came from (one reply per mail); null otherwise. */
  mail_message_id: Generated<string | null>;
  /** The client's id of the request that made it (S-HD7: a resend finds this row); null when none was sent. */
  client_id: Generated<string | null>;
}

export interface TicketViewTable {
  id: Generated<number>;
  tenant_id: string;
  agent_id: number;
  name: string;
  filters: string;
  created_at: number;
}

/** One export, erasure or purge: what and how much, never whose. */
export interface PrivacyAuditTable {
  id: Generated<number>;
  tenant_id: string;
  /** 'export' | 'erase' | 'purge'. */
  action: string;
  agent_id: number | null;
  /** JSON of the counts (VisitorEraseResult, or what a purge removed). */
  counts: string;
  created_at: number;
}

/** A periodic job's lease: the node holding it runs the job, the others skip it until the lease ends. */
/** A job of the durable queue (platform/jobs/jobQueue.ts owns the table); statuses are the protocol's JobStatus. */
export interface JobTable {
  id: Generated<number>;
  tenant_id: string | null;
  kind: string;
  /** JSON, the handler's input: ids and texts, never a secret (handlers read those when they run). */
  payload: string;
  /** What the job is about, for an admin; nothing secret. */
  summary: Generated<string>;
  queue_key: string | null;
  dedupe_key: string | null;
  status: string;
  attempts: Generated<number>;
  max_attempts: number;
  /** No retry is scheduled after this time (epoch ms), whatever the attempts left. */
  give_up_at: number | null;
  run_at: number;
  lease_until: Generated<number>;
  holder: string | null;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}

/** An admin's webhook subscription (domains/webhooks/ owns the table). */
export interface WebhookSubscriptionTable {
  id: Generated<number>;
  tenant_id: string;
  url: string;
  /** JSON list of protocol WebhookEvent names. */
  events: string;
  description: Generated<string>;
  /** Sealed (auth/secretBox.ts). */
  secret: string;
  failing_since: number | null;
  paused_at: number | null;
  created_at: number;
  updated_at: number;
}

/** One event for one subscription and what became of it (domains/webhooks/ owns the table). */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  tenant_id: string;
  subscription_id: number;
  event_id: string;
  event_type: string;
  body: string;
  /** Protocol WebhookDeliveryStatus. */
  status: string;
  attempts: Generated<number>;
  response_code: number | null;
  response_body: Generated<string>;
  error: string | null;
  created_at: number;
  last_attempt_at: number | null;
  delivered_at: number | null;
}

/** One call, from the ring to its end (calls/; issue 16). */
export interface CallTable {
  /** Random, so a call id cannot be guessed. */
  id: string;
  tenant_id: string;
  session_id: number;
  visitor_id: number;
  agent_id: number;
  /** 'video' | 'voice' (switching to voice sets it). */
  call_type: string;
  /** 'visitor' | 'agent': who rang. */
  initiator: string;
  /** 'ringing' | 'active' | 'ended'. */
  state: string;
  /** 'missed' | 'declined' | 'completed' once ended. */
  outcome: string | null;
  created_at: number;
  answered_at: number | null;
  /** When the visitor's side first reported media flowing (videos/add). */
  connected_at: number | null;
  ended_at: number | null;
}

/** A tenant's ICE servers; the TURN shared secret sealed (auth/secretBox.ts), never answered. */
export interface CallSettingsTable {
  tenant_id: string;
  /** JSON arrays of URLs. */
  stun_urls: string;
  turn_urls: string;
  turn_secret: string;
  turn_ttl_s: number;
  updated_at: number;
}

/** A workspace API key (domains/apiKeys/): its hash, never the key. */
export interface ApiKeyTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  key_hash: string;
  shown: string;
  /** Comma-separated protocol ApiScope values. */
  scopes: string;
  created_by: number;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  revoked_by: number | null;
}

/** A stretch of an agent's presence, online or away (domains/agents/presenceSpans.ts). */
export interface AgentPresenceSpanTable {
  id: Generated<number>;
  tenant_id: string;
  agent_id: number;
  presence: string;
  started_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

export interface Database {
  tenants: TenantTable;
  channels: ChannelTable;
  agents: AgentTable;
  agent_sessions: AgentSessionTable;
  visitors: VisitorTable;
  sessions: SessionTable;
  messages: MessageTable;
  events: EventTable;
  groups: GroupTable;
  group_members: GroupMemberTable;
  timers: TimerTable;
  evaluations: EvaluationTable;
  uploads: UploadTable;
  robot_docs: RobotDocTable;
  robot_feedback: RobotFeedbackTable;
  robot_unanswered: RobotUnansweredTable;
  sensitive_lists: SensitiveListTable;
  robot_flows: RobotFlowTable;
  robot_flow_runs: RobotFlowRunTable;
  channel_secrets: ChannelSecretTable;
  leave_messages: LeaveMessageTable;
  ticket_templates: TicketTemplateTable;
  tickets: TicketTable;
  ticket_handles: TicketHandleTable;
  ticket_views: TicketViewTable;
  privacy_audit: PrivacyAuditTable;
  jobs: JobTable;
  calls: CallTable;
  call_settings: CallSettingsTable;
  account_links: AccountLinkTable;
  account_factors: AccountFactorTable;
  webhook_subscriptions: WebhookSubscriptionTable;
  webhook_deliveries: WebhookDeliveryTable;
  api_keys: ApiKeyTable;
  agent_presence_spans: AgentPresenceSpanTable;
}

export type Visitor = Selectable<VisitorTable>;
export type JobRow = Selectable<JobTable>;
export type Session = Selectable<SessionTable>;
export type MessageRow = Selectable<MessageTable>;
export type NewMessage = Insertable<MessageTable>;
export type Channel = Selectable<ChannelTable>;
export type Agent = Selectable<AgentTable>;
export type RobotDocRow = Selectable<RobotDocTable>;
export type TicketRow = Selectable<TicketTable>;
export type TicketHandleRow = Selectable<TicketHandleTable>;
export type TicketTemplateRow = Selectable<TicketTemplateTable>;
export type LeaveMessageRow = Selectable<LeaveMessageTable>;
export type CallRow = Selectable<CallTable>;
export type WebhookSubscriptionRow = Selectable<WebhookSubscriptionTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
