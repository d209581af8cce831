import { JobPath, jobPageSchema, type JobPage, type JobStatusValue } from '@parley/protocol';
import { z } from 'zod';
import { call, withQuery } from '../../../shared/api';

export const fetchJobs = (status: JobStatusValue, before?: number): Promise<JobPage> =>
  call('GET', withQuery(JobPath.jobs, { status, before }), jobPageSchema);

export const retryJob = (jobId: number): Promise<null> => call('POST', JobPath.retry(jobId), z.null());
