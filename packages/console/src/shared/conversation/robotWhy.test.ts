import { describe, expect, it } from 'vitest';
import { AnswerType, DocFeedback } from '@parley/protocol';
import { robotWhy } from './robotWhy';

describe('why the robot answered', () => {
  it('names the document, how sure the robot was and the visitor’s vote', () => {
    expect(
      robotWhy({
        docId: 'kb-1',
        docPattern: 'How do I return an item?',
        robotConfidence: 0.62,
        disabled: DocFeedback.DISLIKED,
        answerType: AnswerType.ANSWER,
      }),
    ).toEqual({
      doc: { id: 'kb-1', title: 'How do I return an item?' },
      confidence: { percent: 62, level: 'high' },
      vote: 'unhelpful',
      askedForPerson: false,
      unknown: false,
    });
    expect(robotWhy({ docId: 'kb-2', robotConfidence: 0.3, disabled: DocFeedback.LIKED })).toMatchObject({
      doc: { title: 'kb-2' },
      confidence: { level: 'medium' },
      vote: 'helpful',
    });
  });
  it('has no confidence for a clicked document, and tells an unknown answer from a request for a person', () => {
    expect(robotWhy({ docId: 'kb-1' }).confidence).toBeUndefined();
    expect(robotWhy({ answerType: AnswerType.UNKNOWN, robotConfidence: 0.05 })).toMatchObject({
      unknown: true,
      confidence: { percent: 5, level: 'low' },
    });
    expect(robotWhy({ answerType: AnswerType.UNKNOWN, humanRequested: true })).toMatchObject({ unknown: false, askedForPerson: true });
    expect(robotWhy({ disabled: DocFeedback.HIDDEN }).vote).toBeUndefined();
  });
});
