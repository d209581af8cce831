import { AdminPath, kbImportResultSchema, type KbImportResult } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Adds the starter answers the channel's robot lacks (S-WB9); the admin's edits of the others stay. */
export const addStarterDocs = (channelId: string): Promise<KbImportResult> =>
  call('POST', AdminPath.robotStarter(channelId), kbImportResultSchema);
