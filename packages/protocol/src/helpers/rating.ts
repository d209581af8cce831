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

export const labelsOf = (level: StarLevel | undefined): string[] =>
  (level?.levelTag ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function checkAgentRating(config: EvaluateConfig, r: AgentRatingInput): RatingProblem | null {
  if (config.evaluateModel === 2) return null;
  if (r.star === undefined) return { field: 'evaluateAdminStar', message: 'star' };
  const level = levelFor(config, r.star);
  if (level?.evaluateMsgRequired === 1 && r.comment.trim() === '') return { field: 'evaluateAdminContent', message: 'content' };
  if (level?.levelTagRequired === 1 && r.tags.length === 0) return { field: 'evaluateAdminTag', message: 'label' };
  const labels = labelsOf(level);
  if (r.tags.some((t) => !labels.includes(t))) return { field: 'evaluateAdminTag', message: 'unknownLabel' };
  return null;
}

/** Tags travel as comma-separated text. */
export const splitTags = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
