import { z } from 'zod';
import { AdminPath, sensitiveListSchema, sensitiveListsSchema, type SensitiveList, type SensitiveListInput } from '@parley/protocol';
import { call } from '../../../shared/api';

export const fetchSensitiveLists = (): Promise<SensitiveList[]> => call('GET', AdminPath.sensitiveLists, sensitiveListsSchema);

/** Creates the list (id null) or replaces it. */
export const saveSensitiveList = (id: number | null, list: SensitiveListInput): Promise<SensitiveList> =>
  call('POST', id === null ? AdminPath.sensitiveLists : AdminPath.sensitiveList(id), sensitiveListSchema, list);

export const deleteSensitiveList = (id: number): Promise<unknown> => call('DELETE', AdminPath.sensitiveList(id), z.unknown());
