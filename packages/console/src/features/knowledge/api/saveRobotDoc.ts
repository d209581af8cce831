import { z } from 'zod';
import { AdminPath, type KbDocument } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Creates the document (isNew) or replaces the one with its docId. */
export function saveRobotDoc(channelId: string, doc: KbDocument, isNew: boolean): Promise<unknown> {
  if (isNew) return call('POST', AdminPath.robotDocs(channelId), z.unknown(), doc);
  const { docId, ...rest } = doc;
  return call('POST', AdminPath.robotDoc(channelId, docId), z.unknown(), rest);
}
