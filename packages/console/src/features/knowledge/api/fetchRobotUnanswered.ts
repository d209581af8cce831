import { AdminPath, robotUnansweredSchema, type RobotUnanswered, type RobotUnansweredQuery } from '@parley/protocol';
import { call, withQuery } from '../../../shared/api';

export const fetchRobotUnanswered = (channelId: string, query: RobotUnansweredQuery): Promise<RobotUnanswered> =>
  call('GET', withQuery(AdminPath.robotUnanswered(channelId), { days: query.days, limit: query.limit }), robotUnansweredSchema);
