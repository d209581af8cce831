import { z } from 'zod';
import { AdminPath, groupSchema, type Group } from '@parley/protocol';
import { call } from '../../api';

export const fetchAdminGroups = (): Promise<Group[]> => call('GET', AdminPath.groups, z.array(groupSchema));
