import { WIDGET_BASE } from './constants.js';

/** Every path of the widget contract (chat-session.md §7, leave-messages-work-orders.md §7) plus our additions. */
const V = '/api/chat/visitor';
export const VisitorPath = {
  channelInfo: `${V}/channelInfo`,
  chatStart: `${V}/chatStart`,
  getOfflineMsg: `${V}/getOfflineMsg`,
  getSessionMsg: `${V}/getSessionMsg`,
  getHistoryMsg: `${V}/getHistoryMsg`,
  sendMsg: `${V}/sendMsg`,
  robotAsk: `${V}/robotAsk`,
  robotTips: `${V}/robotTips`,
  transferAgent: `${V}/transferAgent`,
  getChannelGroup: `${V}/getChannelGroup`,
  getAdminCard: `${V}/getAdminCard`,
  sysMsg: `${V}/sysMsg`,
  getEventMsg: `${V}/getEventMsg`,
  msgComplete: `${V}/msgComplete`,
  typing: `${V}/typing`,
  chatClose: `${V}/chatClose`,
  isEvaluate: `${V}/isEvaluate`,
  getEvaluateInfo: `${V}/getEvaluateInfo`,
  evaluate: `${V}/evaluate`,
  commentDoc: `${V}/commentDoc`,
  submitUserForm: `${V}/submitUserForm`,
  upload: `${V}/upload`,
  uploadBase64: `${V}/uploadBase64`,
  resetInfo: `${V}/resetInfo`,
  getRobotDoc: `${V}/getRobotDoc`,
  checkSensitive: `${V}/checkSensitive`,
  beforeUnload: `${V}/beforeUnload`,
  updateSessionMsg: `${V}/updateSessionMsg`,
  fromRequest: `${V}/fromRequest`,
  leaveMsg: `${V}/leaveMsg`,
  getLeaveMsgList: `${V}/getLeaveMsgList`,
  expireVideoToken: `${V}/expireVideoToken`,
  adminVideoStatus: `${V}/adminVideoStatus`,
  getVideoToken: `${V}/getVideoToken`,
  userVideoInvitation: `${V}/userVideoInvitation`,
  /** Ours: SSE stream of the same events as getEventMsg. */
  eventStream: `${V}/eventStream`,
  /** Ours: a short-lived ticket for the event stream, so the long-lived token never goes in a URL. */
  eventStreamTicket: `${V}/eventStreamTicket`,
} as const;

export const VideoPath = { add: '/api/chat/videos/add' } as const;

export const TicketPath = {
  getMsgTemplate: '/api/basic/msgTemplate/getMsgTemplate',
  getTemplateFiledInfoByTemplateId: '/api/open/wo/getTemplateFiledInfoByTemplateId',
  getTemplateFiledInfoByTypeId: '/api/open/wo/getTemplateFiledInfoByTypeId',
  queryWoById: '/api/open/wo/queryWoById',
  addWoHandleInfo: '/api/open/wo/addWoHandleInfo',
  queryWoByCustom: '/api/open/wo/queryWoByCustom',
  addWo: '/api/open/wo/addWo',
  getWoTemplate: '/api/wo/woTemplate/getWoTemplate',
  clientUpload: '/api/wo/client/upload',
  /** Ours: the customer rates a resolved ticket once (rateWoBody). */
  rateWo: '/api/open/wo/rateWo',
  /** Ours: a dead link's holder asks for a new one, mailed to the ticket's own address (renewLinkBody). */
  renewLink: '/api/open/wo/renewLink',
} as const;

/**
 * The widget's robot help-document screen for a document (leave-messages-work-orders.md §2 /question): linked
 * under robot answers by the widget and as large-model sources by the server. `locale`: the language the chat
 * shows, which the page then keeps (a new tab knows neither the embedding page's choice nor the chat's).
 */
export function questionPagePath(docId: string, userId: string, locale?: string | null): string {
  const lang = locale ? `&locale=${encodeURIComponent(locale)}` : '';
  return `${WIDGET_BASE}question?docId=${encodeURIComponent(docId)}&userId=${encodeURIComponent(userId)}${lang}`;
}
