import type { Flow, FlowState } from '@parley/protocol';
import { stepFlow, type FlowEffect, type FlowEvent, type FlowOptions, type FlowStep } from './engine.js';

/** Outside steps one event may lead to (each an http call or a model answer). */
const MAX_EFFECTS = 8;

/**
 * One event and every outside step it leads to (S-FL2, S-FL9, S-FL10): `perform` does the step and says how it went,
 * which is fed back to the engine. The replies and trace of every step are kept, in order.
 */
export async function runWithEffects(
  flow: Flow,
  state: FlowState | null,
  event: FlowEvent,
  opts: FlowOptions,
  perform: (effect: FlowEffect) => Promise<FlowEvent>,
): Promise<FlowStep> {
  let step = stepFlow(flow, state, event, opts);
  const replies = [...step.replies];
  const trace = [...step.trace];
  for (let i = 0; step.effect && i < MAX_EFFECTS; i++) {
    step = stepFlow(flow, step.state, await perform(step.effect), opts);
    replies.push(...step.replies);
    trace.push(...step.trace);
  }
  // Outside steps beyond the limit leave the flow rather than the visitor waiting on nothing.
  return { ...step, state: step.effect ? null : step.state, replies, trace };
}
