/** Rating in the machine (RT in ./SPEC.md): a sub-reducer that reduce.ts delegates to. */
import { append, notice } from './localMessages';
import type { NoticeKind, RatingOpen, RatingRefusal, SessionState } from './types';

export type RatingAction =
  | { type: 'ratingOpened'; rating: RatingOpen }
  | { type: 'ratingRefused'; reason: RatingRefusal; now: number }
  | { type: 'ratingClosed' }
  | { type: 'ratingSent'; now: number };

const REFUSAL_NOTICE: Record<RatingRefusal, NoticeKind> = { none: 'rateChatFirst', notEnded: 'rateAfterEnd', rated: 'rateAlready' };

export function reduceRating(state: SessionState, action: RatingAction): SessionState {
  switch (action.type) {
    case 'ratingOpened':
      // RT1
      return { ...state, rating: action.rating };
    case 'ratingRefused':
      // RT9: why there is nothing to rate, as a system message; a popup that was open closes.
      return append({ ...state, rating: null }, notice(state, REFUSAL_NOTICE[action.reason], action.now, {}, `-${action.now}`));
    case 'ratingClosed':
      return state.rating ? { ...state, rating: null } : state;
    case 'ratingSent':
      // RT10: the popup closes and a thanks notice stays in the conversation.
      return append({ ...state, rating: null }, notice(state, 'rateThanks', action.now));
  }
}
