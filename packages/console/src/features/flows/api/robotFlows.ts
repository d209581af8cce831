import type { z } from 'zod';
import { AdminPath, type Flow, type FlowDraftInput, type FlowState, type FlowTestAnswer, type flowTestEventSchema } from '@parley/protocol';
import { callUnchecked } from '../../../shared/api';

/*
 * The flow editor's calls (AdminPath.robotFlows, robotFlow, robotFlowTest). The server validates every draft with
 * flowDraftSchema and answers 400 naming the field; the editor shows that message, so answers are not re-parsed here.
 */
export type TestEvent = z.input<typeof flowTestEventSchema>;

export const fetchFlows = async (channelId: string): Promise<Flow[]> =>
  ((await callUnchecked('GET', AdminPath.robotFlows(channelId))) as { items: Flow[] }).items;

export const saveFlow = async (channelId: string, draft: FlowDraftInput): Promise<Flow> =>
  (await callUnchecked('POST', AdminPath.robotFlow(channelId, draft.flowId), draft)) as Flow;

export const deleteFlow = async (channelId: string, flowId: string): Promise<void> => {
  await callUnchecked('DELETE', AdminPath.robotFlow(channelId, flowId));
};

export const testFlow = async (
  channelId: string,
  flow: FlowDraftInput,
  state: FlowState | null,
  event: TestEvent,
  customerToken?: string,
): Promise<FlowTestAnswer> =>
  (await callUnchecked('POST', AdminPath.robotFlowTest(channelId), {
    flow,
    state,
    event,
    ...(customerToken ? { customerToken } : {}),
  })) as FlowTestAnswer;
