import { z } from 'zod';
import { ApiKeyAdminPath, apiKeyCreatedSchema, apiKeySchema, type ApiKey, type ApiKeyCreate, type ApiKeyCreated } from '@parley/protocol';
import { call } from '../../../shared/api';

export const fetchApiKeys = (): Promise<ApiKey[]> => call('GET', ApiKeyAdminPath.keys, z.array(apiKeySchema));
export const createApiKey = (b: ApiKeyCreate): Promise<ApiKeyCreated> => call('POST', ApiKeyAdminPath.keys, apiKeyCreatedSchema, b);
export const revokeApiKey = (id: number): Promise<unknown> => call('DELETE', ApiKeyAdminPath.key(id), z.null());
