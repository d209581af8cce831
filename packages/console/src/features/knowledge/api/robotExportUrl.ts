import { AdminPath } from '@parley/protocol';
import { withQuery } from '../../../shared/api';

/** A same-origin link the browser downloads (the server answers with content-disposition: attachment). */
export const robotExportUrl = (channelId: string, format: 'json' | 'csv'): string =>
  withQuery(AdminPath.robotExport(channelId), { format });
