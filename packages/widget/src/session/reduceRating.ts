/** Rating in the machine (RT in ./SPEC.md): a sub-reducer that reduce.ts delegates to. */
import { append, notice } from './localMessages';
import { MsgStatus, MsgType, SenderType } from '@parley/protocol';
import type { NoticeKind, RateOffer, RatingOpen, RatingRefusal, SessionState } from './types';

export type RatingAction =
  | { type: 'ratingOpened'; rating: RatingOpen }
  | { type: 'ratingRefused'; reason: RatingRefusal; now: number }
  | { type: 'ratingClosed' }
  | { type: 'ratingOffered'; offer: Omit<RateOffer, 'rated'>; now: number }
  | { type: 'ratingSent'; now: number; star?: number | undefined };

export const RATE_OFFER_KEY = 'rate-offer';

const REFUSAL_NOTICE: Record<RatingRefusal, NoticeKind> = { none: 'rateChatFirst', notEnded: 'rateAfterEnd', rated: 'rateAlready' };

export function reduceRating(state: SessionState, action: RatingAction): SessionState {
  switch (action.type) {
    case 'ratingOpened':
      // W-RT1
      return { ...state, rating: action.rating };
    case 'ratingRefused':
      // W-RT9: why there is nothing to rate, as a system message; a popup that was open closes.
      return append({ ...state, rating: null }, notice(state, REFUSAL_NOTICE[action.reason], action.now, {}, `-${action.now}`));
    case 'ratingClosed':
      return state.rating ? { ...state, rating: null } : state;
    case 'ratingOffered':
      // W-RT11: one card per page, at the end of the conversation.
      if (state.messages.some((m) => m.key === RATE_OFFER_KEY)) return state;
      return append(state, {
        key: RATE_OFFER_KEY,
        msgContent: '',
        msgType: MsgType.TEXT,
        senderType: SenderType.SYSTEM,
        msgTime: action.now,
        status: MsgStatus.SUCCESS,
        rateOffer: action.offer,
      });
    case 'ratingSent': {
      // W-RT10: the popup closes and a thanks notice stays in the conversation; W-RT11: an offer card says thanks itself.
      const offer = state.messages.find((m) => m.key === RATE_OFFER_KEY && m.rateOffer && !m.rateOffer.rated);
      if (!offer) return append({ ...state, rating: null }, notice(state, 'rateThanks', action.now));
      const rated = { star: action.star };
      return {
        ...state,
        rating: null,
        messages: state.messages.map((m) => (m === offer && m.rateOffer ? { ...m, rateOffer: { ...m.rateOffer, rated } } : m)),
      };
    }
  }
}
