import { ReplySource } from '../enums.js';
import type { AnswerItem, ButtonItem } from '../schemas/message.js';

/** The buttons under a robot answer, from all of its answer items (replySource BUTTONS). */
export const answerButtons = (answers: readonly AnswerItem[] | undefined): ButtonItem[] => (answers ?? []).flatMap((a) => a.buttons ?? []);

/** An answer written by the channel's large model, which the widget and the console label as such. */
export const writtenByModel = (answers: readonly AnswerItem[] | undefined): boolean =>
  (answers ?? []).some((a) => a.replySource === ReplySource.LARGE_MODEL_REPLY);
