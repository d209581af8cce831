import { AnswerType, DocFeedback, type ChatMessage } from '@parley/protocol';

/** How sure the robot was, in three steps an agent reads at a glance (the thresholds of the robot's own decision). */
export type Sureness = 'high' | 'medium' | 'low';

/** Why the robot answered as it did (issue 33 item 5), from its stored reply. */
export interface RobotWhy {
  /** The document it answered with: its id and question. */
  doc?: { id: string; title: string };
  /** 0..100 and its step; absent for a document the visitor clicked (they chose it). */
  confidence?: { percent: number; level: Sureness };
  /** The visitor's vote on the answer. */
  vote?: 'helpful' | 'unhelpful';
  /** The visitor asked for a person in this question. */
  askedForPerson: boolean;
  /** The robot found nothing it could answer with. */
  unknown: boolean;
}

const level = (c: number): Sureness => (c >= 0.5 ? 'high' : c >= 0.25 ? 'medium' : 'low');

export function robotWhy(m: Partial<ChatMessage>): RobotWhy {
  const c = m.robotConfidence;
  return {
    ...(m.docId ? { doc: { id: m.docId, title: m.docPattern || m.docId } } : {}),
    ...(c !== undefined ? { confidence: { percent: Math.round(c * 100), level: level(c) } } : {}),
    ...(m.disabled === DocFeedback.DISLIKED
      ? { vote: 'unhelpful' as const }
      : m.disabled === DocFeedback.LIKED
        ? { vote: 'helpful' as const }
        : {}),
    askedForPerson: m.humanRequested === true,
    unknown: m.answerType === AnswerType.UNKNOWN && !m.humanRequested,
  };
}
