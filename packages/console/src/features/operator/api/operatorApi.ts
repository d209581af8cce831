import { z } from 'zod';
import {
  OperatorPath,
  operatorWorkspaceSchema,
  workspaceCreatedSchema,
  type OperatorWorkspace,
  type WorkspaceCreated,
} from '@parley/protocol';
import { call } from '../../../shared/api';

/* The operator's calls (protocol OperatorPath). */

export const fetchWorkspaces = (): Promise<OperatorWorkspace[]> => call('GET', OperatorPath.workspaces, z.array(operatorWorkspaceSchema));
export const createWorkspace = (body: { name: string; adminEmail: string; locale: 'en' | 'zh' }): Promise<WorkspaceCreated> =>
  call('POST', OperatorPath.workspaces, workspaceCreatedSchema, body);
export const suspendWorkspace = (tenantId: string): Promise<unknown> => call('POST', OperatorPath.suspend(tenantId), z.unknown());
export const resumeWorkspace = (tenantId: string): Promise<unknown> => call('POST', OperatorPath.resume(tenantId), z.unknown());
export const deleteWorkspace = (tenantId: string, confirmName: string): Promise<unknown> =>
  call('POST', OperatorPath.remove(tenantId), z.unknown(), { confirmName });
