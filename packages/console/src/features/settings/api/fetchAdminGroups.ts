import { z } from 'zod';
import { AdminPath, groupSchema, type Group } from '@parley/protocol';
import { call } from '../../../shared/api';

export const fetchAdminGroups = (): Promise<Group[]> => call('GET', AdminPath.groups, z.array(groupSchema));
