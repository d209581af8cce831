/** Rating the conversation (RT in ./SPEC.md): whether it can be rated, the popup's subject, the rating sent. */
import { ApiCode, type EvaluateBody } from '@parley/protocol';
import type { VisitorApi } from '../api/visitor';
import type { Outcome } from './env';
import type { Runtime } from './runtime';

/** The evaluate call's fields the popup chose (W-RT8). */
export type EvaluateFields = Omit<EvaluateBody, 'userId'>;

export interface Rating {
  /**
   * W-RT1, W-RT9: opens the rating popup when a rating can be given; resolves once the popup is gone. `quiet`: the
   * closing flow offers a rating only when one can be given, without the W-RT9 notices.
   */
  rate(invited: boolean, quiet?: boolean, star?: number): Promise<void>;
  /** W-RT11: after the end, the inline rating card when a rating can be given (nothing otherwise). */
  offer(): Promise<void>;
  /** W-RT8, W-RT10 */
  submitRating(fields: EvaluateFields): Promise<Outcome>;
  closeRating(): void;
}

export function createRating(rt: Runtime, api: Pick<VisitorApi, 'isEvaluate' | 'getEvaluateInfo' | 'evaluate'>): Rating {
  const { state, dispatch, now } = rt;
  // W-RT1: whoever opened the rating popup waits here until it is gone.
  let gone: (() => void) | null = null;
  let asking = false;

  async function rate(invited: boolean, quiet = false, star?: number): Promise<void> {
    const s = state();
    if (s.phase !== 'ready' || !s.userId || s.rating || asking) return;
    asking = true;
    try {
      // W-RT9: isEvaluate first; the server knows whether this conversation can be rated now.
      const can = await api.isEvaluate({ userId: s.userId });
      if (can.code !== ApiCode.OK) return;
      const { enableEvaluate, target, reason, adminNick } = can.data;
      if (!enableEvaluate || !target) {
        if (!quiet) dispatch({ type: 'ratingRefused', reason: reason === 'ok' ? 'none' : reason, now: now() });
        return;
      }
      const info = await api.getEvaluateInfo({ channelId: s.channelId, ...(s.channel ? { tenantId: s.channel.tenantId } : {}) });
      if (info.code !== ApiCode.OK) return;
      dispatch({ type: 'ratingOpened', rating: { target, config: info.data, adminNick, invited, ...(star ? { star } : {}) } });
    } catch {
      // Rating is optional: a failed look-up leaves the chat as it was.
      return;
    } finally {
      asking = false;
    }
    await new Promise<void>((resolve) => (gone = resolve));
  }

  async function offer(): Promise<void> {
    const s = state();
    if (s.phase !== 'ready' || !s.userId) return;
    try {
      const can = await api.isEvaluate({ userId: s.userId });
      if (can.code !== ApiCode.OK || !can.data.enableEvaluate || !can.data.target) return;
      const { target, adminNick } = can.data;
      const info = await api.getEvaluateInfo({ channelId: s.channelId, ...(s.channel ? { tenantId: s.channel.tenantId } : {}) });
      if (info.code !== ApiCode.OK) return;
      // W-RT3: evaluateModel 2 rates without stars.
      dispatch({
        type: 'ratingOffered',
        offer: { target, adminNick, stars: target === 'agent' && info.data.evaluateModel !== 2 },
        now: now(),
      });
    } catch {
      // Rating is optional: without an answer there is no card.
    }
  }

  function settle(): void {
    gone?.();
    gone = null;
  }

  async function submitRating(fields: EvaluateFields): Promise<Outcome> {
    const s = state();
    if (!s.rating) return { ok: false };
    try {
      const res = await api.evaluate({ userId: s.userId, ...fields });
      if (res.code === ApiCode.CONFLICT) {
        // W-RT10: the server no longer takes a rating (rated meanwhile, say): the popup goes with its reason.
        dispatch({ type: 'ratingClosed' });
        settle();
      }
      if (res.code !== ApiCode.OK) return { ok: false, code: res.code, message: res.message };
    } catch {
      return { ok: false };
    }
    dispatch({
      type: 'ratingSent',
      now: now(),
      star: fields.evaluateAdminStar === undefined ? undefined : Number(fields.evaluateAdminStar),
    });
    settle();
    return { ok: true };
  }

  function closeRating(): void {
    dispatch({ type: 'ratingClosed' });
    settle();
  }

  return { rate, offer, submitRating, closeRating };
}
