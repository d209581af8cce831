/**
 * The rating popup's choices and checks (chat-session.md §3 "Evaluation", §4 "Evaluate", §5 agent evaluation).
 * Pure; the agent rules themselves are the protocol's (checkAgentRating), shared with the server. Ids RT… in
 * ../session/SPEC.md.
 */
import {
  EVALUATE_COMMENT_MAX,
  STAR_DEFAULT,
  builtinLabelKey,
  checkAgentRating,
  labelsOf,
  levelFor,
  robotLabelsOf,
  splitTags,
  type EvaluateConfig,
} from '@parley/protocol';
import type { EvaluateFields } from '../session/rating';

export type RatingTarget = 'robot' | 'agent';

export interface RatingDraft {
  /** 1 solved, 0 not (W-RT2: solved by default). */
  solved: number;
  /** The agent's stars; undefined when the channel rates without stars (evaluateModel 2, W-RT3). */
  star: number | undefined;
  tags: string[];
  comment: string;
}

export const SOLVED = 1;
export const UNSOLVED = 0;

/** W-RT3: evaluateModel 2 means no star rating. */
export const hasStars = (config: EvaluateConfig) => config.evaluateModel !== 2;

/** W-RT2, W-RT3: solved, five stars (unless there are none), nothing chosen, nothing written. */
export function initialDraft(target: RatingTarget, config: EvaluateConfig): RatingDraft {
  return { solved: SOLVED, star: target === 'agent' && hasStars(config) ? STAR_DEFAULT : undefined, tags: [], comment: '' };
}

/** W-RT4: another star level offers other labels and rules, so labels and text start over. */
export function chooseStar(d: RatingDraft, star: number): RatingDraft {
  return d.star === star ? d : { ...d, star, tags: [], comment: '' };
}

/** W-RT5: changing solved resets the labels. */
export function chooseSolved(d: RatingDraft, solved: number): RatingDraft {
  return d.solved === solved ? d : { ...d, solved, tags: [] };
}

export function chooseTags(d: RatingDraft, tags: string[]): RatingDraft {
  return { ...d, tags: [...new Set(tags)] };
}

/** W-RT6: the comment stops at EVALUATE_COMMENT_MAX characters (code points, so an emoji is not cut in half). */
export function setComment(d: RatingDraft, text: string): RatingDraft {
  return { ...d, comment: clipComment(text) };
}

export const clipComment = (text: string) => Array.from(text).slice(0, EVALUATE_COMMENT_MAX).join('');
export const commentLength = (text: string) => Array.from(text).length;

/** What the popup offers: labels and the guide line for the current choice. */
export interface RatingChoices {
  /** The labels by the names they are sent with. */
  labels: string[];
  /** W-RT12: the channel left them blank: these are the built-in labels, shown in the visitor's language. */
  builtinLabels: boolean;
  /** The chosen star level's guide (levelGuideMsg); blank: the widget's name of the level (W-RT12). */
  levelGuide: string;
  /** Whether the comment box shows: always for the agent, only when unsolved for the robot (W-RT1). */
  showComment: boolean;
  commentRequired: boolean;
  tagsRequired: boolean;
}

export function choicesFor(target: RatingTarget, config: EvaluateConfig, d: RatingDraft): RatingChoices {
  if (target === 'robot') {
    // W-RT1: the robot's labels and comment belong to an unsolved question.
    const unsolved = d.solved === UNSOLVED;
    return {
      labels: unsolved ? robotLabelsOf(config) : [],
      builtinLabels: splitTags(config.robotTag).length === 0,
      levelGuide: '',
      showComment: unsolved,
      commentRequired: false,
      tagsRequired: false,
    };
  }
  const level = d.star === undefined ? undefined : levelFor(config, d.star);
  const labels = labelsOf(level);
  return {
    labels,
    builtinLabels: splitTags(level?.levelTag).length === 0,
    levelGuide: level?.levelGuideMsg ?? '',
    showComment: true,
    commentRequired: level?.evaluateMsgRequired === 1,
    // A level that offers no labels cannot require one.
    tagsRequired: level?.levelTagRequired === 1 && labels.length > 0,
  };
}

/** W-RT12: the i18n key of a built-in label's words, or null for a channel's own label (shown as written). */
export function labelTextKey(choices: RatingChoices, label: string): string | null {
  const key = choices.builtinLabels ? builtinLabelKey(label) : undefined;
  return key ? `rating.label.${key}` : null;
}

/** The i18n key of the §5 message for a draft that cannot be sent yet, or null. */
export type RatingProblemKey = 'rating.needContent' | 'rating.needLabel' | 'rating.needStar';

/** W-RT7: the agent's required comment and labels per star level, with the spec's messages. */
export function checkDraft(target: RatingTarget, config: EvaluateConfig, d: RatingDraft): RatingProblemKey | null {
  if (target === 'robot') return null;
  const problem = checkAgentRating(config, { star: d.star, solved: d.solved, comment: d.comment, tags: d.tags });
  if (!problem) return null;
  if (problem.message === 'content') return 'rating.needContent';
  if (problem.message === 'star') return 'rating.needStar';
  // 'unknownLabel' cannot happen from the popup (it offers only the level's labels); the label message fits it.
  return 'rating.needLabel';
}

/** W-RT8: the evaluate call's fields (§3 "Evaluation"); mode 1, tags comma-separated, the star omitted without stars. */
export function evaluateFields(target: RatingTarget, config: EvaluateConfig, d: RatingDraft): EvaluateFields {
  const comment = d.comment.trim();
  if (target === 'robot') {
    const unsolved = d.solved === UNSOLVED;
    return {
      evaluateRobotMode: 1,
      evaluateRobotSolve: d.solved,
      ...(unsolved && d.tags.length ? { evaluateRobotTag: d.tags.join(',') } : {}),
      ...(unsolved && comment ? { evaluateRobotContent: comment } : {}),
    };
  }
  return {
    evaluateAdminMode: 1,
    ...(config.evaluateAdminSolve === 1 ? { evaluateAdminSolve: d.solved } : {}),
    ...(hasStars(config) && d.star !== undefined ? { evaluateAdminStar: d.star } : {}),
    ...(d.tags.length ? { evaluateAdminTag: d.tags.join(',') } : {}),
    ...(comment ? { evaluateAdminContent: comment } : {}),
  };
}
