import type { EvaluateConfig, StarLevel } from '../schemas/evaluation.js';

/** The agent-rating rules of chat-session.md §5, shared so the widget and the server check the same way. */
export interface AgentRatingInput {
  star?: number;
  solved?: number;
  comment: string;
  tags: string[];
}

export type RatingProblem =
  | { field: 'evaluateAdminStar'; message: 'star' }
  | { field: 'evaluateAdminContent'; message: 'content' }
  | { field: 'evaluateAdminTag'; message: 'label' | 'unknownLabel' };

export function levelFor(config: EvaluateConfig, star: number): StarLevel | undefined {
  return config.starList.find((l) => l.star === star);
}

/**
 * The widget's own rating labels, offered where a channel leaves a level's (or the robot's) labels blank. They travel
 * and are stored by these names (reports count one label whatever language the visitor chose it in); the widget shows
 * each in the visitor's language by its key.
 */
export const BUILTIN_RATING_LABELS = {
  poorAttitude: 'Poor attitude',
  slowReply: 'Slow reply',
  couldNotSolve: 'Could not solve',
  impolite: 'Impolite',
  quickReply: 'Quick reply',
  friendly: 'Friendly',
  solvedMyProblem: 'Solved my problem',
  professional: 'Professional',
  answerUnrelated: 'Answer unrelated',
  didNotUnderstand: 'Did not understand me',
  couldNotAnswer: 'Could not answer',
} as const;
export type BuiltinRatingLabel = keyof typeof BUILTIN_RATING_LABELS;

const L = BUILTIN_RATING_LABELS;
/** A star level's built-in labels, by star. */
export const BUILTIN_STAR_LABELS: Record<number, readonly string[]> = {
  1: [L.poorAttitude, L.slowReply, L.couldNotSolve, L.impolite],
  2: [L.poorAttitude, L.slowReply, L.couldNotSolve, L.impolite],
  3: [L.slowReply, L.couldNotSolve],
  4: [L.quickReply, L.friendly, L.solvedMyProblem],
  5: [L.quickReply, L.friendly, L.solvedMyProblem, L.professional],
};
/** The robot's built-in labels (it did not solve the question). */
export const BUILTIN_ROBOT_LABELS: readonly string[] = [L.answerUnrelated, L.didNotUnderstand, L.couldNotAnswer, L.impolite];

/** The key of a built-in label's name, for the widget's words; undefined for any other text. */
export const builtinLabelKey = (name: string): BuiltinRatingLabel | undefined =>
  (Object.keys(L) as BuiltinRatingLabel[]).find((k) => L[k] === name);

/** A level's labels: none when it offers none, the channel's own, or the built-in ones when it left them blank. */
export const labelsOf = (level: StarLevel | undefined): string[] => {
  if (!level || level.levelTagNone === 1) return [];
  const own = splitTags(level.levelTag);
  return own.length ? own : [...(BUILTIN_STAR_LABELS[level.star] ?? [])];
};

/** The robot rating's labels: none when it offers none, the channel's own, or the built-in ones. */
export const robotLabelsOf = (config: EvaluateConfig): string[] => {
  if (config.robotTagNone === 1) return [];
  const own = splitTags(config.robotTag);
  return own.length ? own : [...BUILTIN_ROBOT_LABELS];
};

/** Whether a level (or, without one, the robot) offers the built-in labels, which the widget shows translated. */
export const usesBuiltinLabels = (text: string): boolean => splitTags(text).length === 0;

export function checkAgentRating(config: EvaluateConfig, r: AgentRatingInput): RatingProblem | null {
  if (config.evaluateModel === 2) return null;
  if (r.star === undefined) return { field: 'evaluateAdminStar', message: 'star' };
  const level = levelFor(config, r.star);
  if (level?.evaluateMsgRequired === 1 && r.comment.trim() === '') return { field: 'evaluateAdminContent', message: 'content' };
  const labels = labelsOf(level);
  // A level that offers no labels cannot require one.
  if (level?.levelTagRequired === 1 && labels.length > 0 && r.tags.length === 0) return { field: 'evaluateAdminTag', message: 'label' };
  if (r.tags.some((t) => !labels.includes(t))) return { field: 'evaluateAdminTag', message: 'unknownLabel' };
  return null;
}

/** Tags travel as comma-separated text. */
export const splitTags = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
