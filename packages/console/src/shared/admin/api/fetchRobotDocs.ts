import { AdminPath, robotDocPageSchema, type RobotDocPage, type RobotDocsQuery } from '@parley/protocol';
import { call, withQuery } from '../../api';

export const fetchRobotDocs = (channelId: string, query: RobotDocsQuery): Promise<RobotDocPage> =>
  call('GET', withQuery(AdminPath.robotDocs(channelId), { q: query.q, page: query.page, pageSize: query.pageSize }), robotDocPageSchema);
