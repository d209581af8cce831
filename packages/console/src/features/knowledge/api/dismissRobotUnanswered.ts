import type { z } from 'zod';
import { AdminPath, robotUnansweredDismissResultSchema } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Takes the questions off the unanswered list; every wording that reads the same (case, width, spacing aside) goes too. */
export const dismissRobotUnanswered = (
  channelId: string,
  questions: string[],
): Promise<z.output<typeof robotUnansweredDismissResultSchema>> =>
  call('POST', AdminPath.robotUnansweredDismiss(channelId), robotUnansweredDismissResultSchema, { questions });
