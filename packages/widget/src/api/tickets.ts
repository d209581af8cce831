/** One typed function per leave-message and ticket call (leave-messages-work-orders.md §7); shapes from @parley/protocol. */
import {
  TicketPath,
  VisitorPath,
  type AddWoAnswer,
  type AddWoBody,
  type AddWoHandleBody,
  type LeaveMessage,
  type LeaveMsgAnswer,
  type LeaveMsgBody,
  type LeaveMsgListBody,
  type QueryWoByCustomBody,
  type QueryWoByIdBody,
  type RateWoBody,
  type RenewLinkAnswer,
  type RenewLinkBody,
  type TemplateFieldsAnswer,
  type TemplateFieldsBody,
  type WorkOrder,
  type WorkOrderListAnswer,
} from '@parley/protocol';
import type { Post } from './http';

export function createTicketApi(post: Post) {
  return {
    leaveMsg: (body: LeaveMsgBody) => post<LeaveMsgAnswer>(VisitorPath.leaveMsg, body),
    getLeaveMsgList: (body: LeaveMsgListBody) => post<LeaveMessage[]>(VisitorPath.getLeaveMsgList, body),
    fieldsByType: (body: TemplateFieldsBody) => post<TemplateFieldsAnswer>(TicketPath.getTemplateFiledInfoByTypeId, body),
    fieldsByTemplate: (body: TemplateFieldsBody) => post<TemplateFieldsAnswer>(TicketPath.getTemplateFiledInfoByTemplateId, body),
    addWo: (body: AddWoBody) => post<AddWoAnswer>(TicketPath.addWo, body),
    queryWoByCustom: (body: QueryWoByCustomBody) => post<WorkOrderListAnswer>(TicketPath.queryWoByCustom, body),
    queryWoById: (body: QueryWoByIdBody) => post<WorkOrder>(TicketPath.queryWoById, body),
    addWoHandleInfo: (body: AddWoHandleBody) => post<null>(TicketPath.addWoHandleInfo, body),
    rateWo: (body: RateWoBody) => post<null>(TicketPath.rateWo, body),
    renewLink: (body: RenewLinkBody) => post<RenewLinkAnswer>(TicketPath.renewLink, body),
  };
}

export type TicketApi = ReturnType<typeof createTicketApi>;
