import { AdminPath, retentionSettingsSchema, type RetentionSettings } from '@parley/protocol';
import { call } from '../../../shared/api';

export const fetchRetention = (): Promise<RetentionSettings> => call('GET', AdminPath.retention, retentionSettingsSchema);

export const saveRetention = (r: RetentionSettings): Promise<RetentionSettings> =>
  call('POST', AdminPath.retention, retentionSettingsSchema, r);
