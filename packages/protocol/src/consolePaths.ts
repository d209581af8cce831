/* The agent console's paths (/api/console/*) and the admin's (/api/admin/*): ours, not in the widget spec. Plain
 * constants apart from the schemas, so a screen that only calls (the console's sign-in) loads no zod. */

export const ConsolePath = {
  login: '/api/console/login',
  logout: '/api/console/logout',
  me: '/api/console/me',
  presence: '/api/console/presence',
  /** SSE: AgentStreamEvent lines for this agent's tenant. */
  stream: '/api/console/stream',
  queue: '/api/console/queue',
  accept: '/api/console/accept',
  conversations: '/api/console/conversations',
  conversation: (sessionId: number | string) => `/api/console/conversations/${sessionId}`,
  messages: (sessionId: number | string) => `/api/console/conversations/${sessionId}/messages`,
  transfer: (sessionId: number | string) => `/api/console/conversations/${sessionId}/transfer`,
  close: (sessionId: number | string) => `/api/console/conversations/${sessionId}/close`,
  inviteEvaluate: (sessionId: number | string) => `/api/console/conversations/${sessionId}/inviteEvaluate`,
  typing: (sessionId: number | string) => `/api/console/conversations/${sessionId}/typing`,
  read: (sessionId: number | string) => `/api/console/conversations/${sessionId}/read`,
  recall: (msgId: number | string) => `/api/console/messages/${msgId}/recall`,
  /** Multipart file for the conversation; answers {url, name, suffix}. */
  upload: (sessionId: number | string) => `/api/console/conversations/${sessionId}/upload`,
  /** The agent corrects the visitor's name, e-mail or phone (visitorUpdateBody); answers the ConversationDetail. */
  visitor: (sessionId: number | string) => `/api/console/conversations/${sessionId}/visitor`,
  agents: '/api/console/agents',
  groups: '/api/console/groups',
} as const;

export const AdminPath = {
  agents: '/api/admin/agents',
  agent: (agentId: number | string) => `/api/admin/agents/${agentId}`,
  groups: '/api/admin/groups',
  group: (groupId: number | string) => `/api/admin/groups/${groupId}`,
  /** GET → adminChannelSchema[] (the workspace's websites); POST channelCreateBody → adminChannelSchema. */
  channels: '/api/admin/channels',
  /** GET → ChannelInfo; POST a partial ChannelSettings (the widget's settings). */
  channel: (channelId: string) => `/api/admin/channels/${channelId}`,
  /** POST channelSiteBody → adminChannelSchema: rename, website address, enable or disable. */
  channelSite: (channelId: string) => `/api/admin/channels/${channelId}/site`,
  /** POST channelDeleteBody (the name typed again) → null: gone at once, its data erased by a background job. */
  channelDelete: (channelId: string) => `/api/admin/channels/${channelId}/delete`,
  /** GET/POST workspaceSettingsSchema: the workspace's name, logo, language and time zone. */
  workspace: '/api/admin/workspace',
  workingHours: (channelId: string) => `/api/admin/channels/${channelId}/workingHours`,
  /** GET: a page of the channel robot's documents (robotDocsQuery → robotDocPageSchema); POST: create one (kbDocSchema). */
  robotDocs: (channelId: string) => `/api/admin/channels/${channelId}/robot/docs`,
  /** GET one document; POST replaces it (robotDocUpdateBody); DELETE removes it. */
  robotDoc: (channelId: string, docId: string) => `/api/admin/channels/${channelId}/robot/docs/${encodeURIComponent(docId)}`,
  /** POST {enabled}: switch a document on or off without sending it whole. */
  robotDocEnabled: (channelId: string, docId: string) => `/api/admin/channels/${channelId}/robot/docs/${encodeURIComponent(docId)}/enabled`,
  /** POST multipart (one .json or .csv file): all documents or none; a 400 lists every bad line in data.errors. */
  robotImport: (channelId: string) => `/api/admin/channels/${channelId}/robot/import`,
  /** POST → kbImportResultSchema: adds the starter answers the robot lacks, in the channel's language; edits stay (S-WB9). */
  robotStarter: (channelId: string) => `/api/admin/channels/${channelId}/robot/starter`,
  /** GET ?format=json|csv: every document as a file download. */
  robotExport: (channelId: string) => `/api/admin/channels/${channelId}/robot/export`,
  /** GET (robotUnansweredQuery → robotUnansweredSchema): the questions the robot could not answer with confidence, most asked first. */
  /** GET: the robot's guided flows (current versions); the list's items are `Flow`. */
  robotFlows: (channelId: string) => `/api/admin/channels/${channelId}/robot/flows`,
  /** GET one flow; POST saves flowDraftSchema as its next version; DELETE removes every version. */
  robotFlow: (channelId: string, flowId: string) => `/api/admin/channels/${channelId}/robot/flows/${encodeURIComponent(flowId)}`,
  /** POST flowTestBody: one event into a drafted flow, answered with FlowTestAnswer (the http step really calls). */
  robotFlowTest: (channelId: string) => `/api/admin/channels/${channelId}/robot/flowTest`,
  robotUnanswered: (channelId: string) => `/api/admin/channels/${channelId}/robot/unanswered`,
  /** POST robotUnansweredDismissBody: takes questions off that list (answered by a document now, or not worth one). */
  robotUnansweredDismiss: (channelId: string) => `/api/admin/channels/${channelId}/robot/unanswered/dismiss`,
  /** GET sensitiveListsSchema: the tenant's sensitive-word lists; POST sensitiveListBody creates one (S-SW1). */
  sensitiveLists: '/api/admin/sensitiveLists',
  /** POST sensitiveListBody replaces a list; DELETE removes it. */
  sensitiveList: (listId: number | string) => `/api/admin/sensitiveLists/${listId}`,
  /** GET: largeModelKeyStatusSchema; POST largeModelKeyBody: set (or with '' remove) the channel's own model key. Never answers the key. */
  largeModelKey: (channelId: string) => `/api/admin/channels/${channelId}/largeModelKey`,
  /** GET/POST retentionSettingsSchema: how long the tenant keeps messages, files and tickets (0 days: forever). */
  retention: '/api/admin/privacy/retention',
  /** GET: visitorExportSchema, everything kept about one visitor, as a JSON download. */
  visitorExport: (userId: string) => `/api/admin/privacy/visitors/${encodeURIComponent(userId)}/export`,
  /** POST visitorEraseBody: erases the visitor and all their data, stored files included; answers visitorEraseResultSchema. */
  visitorErase: (userId: string) => `/api/admin/privacy/visitors/${encodeURIComponent(userId)}/erase`,
} as const;
