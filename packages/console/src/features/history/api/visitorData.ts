import { AdminPath, visitorEraseResultSchema, visitorExportSchema, type VisitorEraseResult, type VisitorExport } from '@parley/protocol';
import { call } from '../../../shared/api';

export const exportVisitorData = (userId: string): Promise<VisitorExport> =>
  call('GET', AdminPath.visitorExport(userId), visitorExportSchema);

/** Erases the visitor and everything of theirs; the userId is sent again as the confirmation the server asks for. */
export const eraseVisitorData = (userId: string): Promise<VisitorEraseResult> =>
  call('POST', AdminPath.visitorErase(userId), visitorEraseResultSchema, { confirmUserId: userId });
