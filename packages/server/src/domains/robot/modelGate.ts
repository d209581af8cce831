import type { AppContext } from '../../platform/context.js';
import { ChannelSecret, readChannelSecret } from '../channels/channelSecrets.js';
import type { LoadedChannel } from '../channels/channelStore.js';
import { CircuitBreaker } from './circuitBreaker.js';
import type { KbDoc } from './engine/types.js';
import { askLargeModel, bearerKeyFor } from './largeModel.js';

/**
 * Every call to a channel's large model, from the robot's answers and the flows' model steps alike, passes one
 * circuit breaker per endpoint (S-RB12): after 3 failures in a row the endpoint is left alone for a minute.
 */

const breakers = new WeakMap<AppContext, Map<string, CircuitBreaker>>();
function breakerOf(ctx: AppContext, endpoint: string): CircuitBreaker {
  let byEndpoint = breakers.get(ctx);
  if (!byEndpoint) breakers.set(ctx, (byEndpoint = new Map<string, CircuitBreaker>()));
  let breaker = byEndpoint.get(endpoint);
  if (!breaker) byEndpoint.set(endpoint, (breaker = new CircuitBreaker()));
  return breaker;
}

/** The model's answer, or undefined: the model is off, the breaker is open, the call failed, or the model had none. */
export async function askChannelModel(
  ctx: AppContext,
  channel: LoadedChannel,
  question: string,
  docs: readonly KbDoc[],
): Promise<string | undefined> {
  const settings = channel.settings.largeModel;
  if (!settings.enabled) return undefined;
  const breaker = breakerOf(ctx, `${settings.baseUrl}\u0000${settings.model}`);
  if (!breaker.allows(ctx.now())) return undefined;
  const ownKey = await readChannelSecret(ctx, channel.row.id, ChannelSecret.LARGE_MODEL_KEY);
  const apiKey = bearerKeyFor(settings.baseUrl, ownKey, { baseUrl: ctx.config.llmBaseUrl, apiKey: ctx.config.llmApiKey });
  const outcome = await askLargeModel(settings, apiKey, question, docs, ctx.config.outboundAllowNetworks ?? []);
  if ('error' in outcome) {
    const opened = breaker.failed(ctx.now());
    ctx.log.warn(
      { channelId: channel.row.id, error: outcome.error },
      opened ? 'large model failed repeatedly; not asked for a minute' : 'large-model answer failed; the robot answered without it',
    );
    return undefined;
  }
  breaker.succeeded();
  return 'noAnswer' in outcome ? undefined : outcome.text;
}
