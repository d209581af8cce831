import { ConsolePath, conversationDetailSchema, type ConversationDetail, type VisitorUpdate } from '@parley/protocol';
import { call } from '../../../shared/api';

/** The agent corrects the visitor's name, e-mail or phone; answers the refreshed conversation. */
export const updateVisitor = (sessionId: number, body: VisitorUpdate): Promise<ConversationDetail> =>
  call('POST', ConsolePath.visitor(sessionId), conversationDetailSchema, body);
