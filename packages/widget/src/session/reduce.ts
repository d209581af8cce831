/**
 * The chat session machine: pure `reduce(state, action)`, composed here from one sub-reducer per feature. Each
 * owns its actions (types.ts joins them into `Action`); this switch only routes. Rule ids refer to ./SPEC.md.
 */
import { assertNever } from './assertNever';
import { reduceAgent } from './reduceAgent';
import { reduceConversation } from './reduceConversation';
import { reduceEvents } from './reduceEvents';
import { reduceRating } from './reduceRating';
import { reduceRobot } from './reduceRobot';
import { reduceStart } from './reduceStart';
import { reduceUpload } from './reduceUploads';
import type { Action, SessionState } from './types';

export { initialState } from './reduceStart';

export function reduce(state: SessionState, action: Action): SessionState {
  switch (action.type) {
    case 'channelRequested':
    case 'channelLoaded':
    case 'bootFailed':
    case 'started':
    case 'offlineLoaded':
    case 'formSubmitted':
    case 'cursorGone':
      return reduceStart(state, action);
    case 'sendStarted':
    case 'sendSucceeded':
    case 'sendFailed':
    case 'sendRefused':
    case 'sendRetried':
    case 'historyRequested':
    case 'historyLoaded':
    case 'historyFailed':
      return reduceConversation(state, action);
    case 'fileStarted':
    case 'fileProgress':
    case 'fileUploaded':
    case 'fileRetried':
    case 'cardStarted':
      return reduceUpload(state, action);
    case 'eventsReceived':
    case 'agentTypingExpired':
    case 'visitorClosed':
      return reduceEvents(state, action);
    case 'faqOffered':
    case 'manualForced':
    case 'askStarted':
    case 'askRetried':
    case 'askAnswered':
    case 'askFailed':
    case 'localAdded':
    case 'scrollRequested':
    case 'tipsLoaded':
    case 'tipsExpired':
    case 'voteCast':
    case 'voteSettled':
    case 'flowAnswered':
      return reduceRobot(state, action);
    case 'transferStarted':
    case 'transferAnswered':
    case 'transferFailed':
    case 'groupsLoaded':
    case 'groupPickerClosed':
    case 'agentCardLoaded':
      return reduceAgent(state, action);
    case 'ratingOpened':
    case 'ratingRefused':
    case 'ratingClosed':
    case 'ratingSent':
    case 'ratingOffered':
      return reduceRating(state, action);
    default:
      return assertNever(action);
  }
}
