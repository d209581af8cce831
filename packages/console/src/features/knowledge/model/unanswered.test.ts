import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { robotUnansweredQuery, type KbDocument } from '@parley/protocol';
import { answerSplit, DEFAULT_DAYS, PERIODS, UNANSWERED_LIMIT, unansweredCount, withSimilarQuestion } from './unanswered';

const doc: KbDocument = {
  docId: 'kb-1',
  question: 'Where is my parcel?',
  similarQuestions: ['track order'],
  answer: 'Soon.',
  category: '',
  lang: '',
  enabled: true,
  buttons: [],
};

beforeAll(useEnglishTexts);
describe('unanswered questions', () => {
  it('offers periods and asks for a list size the server accepts', () => {
    expect(PERIODS).toEqual([7, 30, 90]);
    expect(PERIODS).toContain(DEFAULT_DAYS);
    for (const days of PERIODS) expect(robotUnansweredQuery.safeParse({ days, limit: UNANSWERED_LIMIT }).success).toBe(true);
    expect(robotUnansweredQuery.safeParse({ limit: UNANSWERED_LIMIT + 1 }).success).toBe(false);
  });
  it('counts a full list as possibly longer', () => {
    expect(unansweredCount(0)).toBe('0');
    expect(unansweredCount(UNANSWERED_LIMIT - 1)).toBe(String(UNANSWERED_LIMIT - 1));
    expect(unansweredCount(UNANSWERED_LIMIT)).toBe(`${UNANSWERED_LIMIT}+`);
  });
  it('splits how visitors were answered, leaving out what never happened', () => {
    expect(answerSplit({ unknown: 3, clarify: 1 })).toEqual([
      { kind: 'unknown', text: '3 no answer' },
      { kind: 'clarify', text: '1 did you mean' },
    ]);
    expect(answerSplit({ unknown: 0, clarify: 2 })).toEqual([{ kind: 'clarify', text: '2 did you mean' }]);
  });
  it('adds the question to the similar questions, trimmed, keeping the rest of the document', () => {
    expect(withSimilarQuestion(doc, '  Do you ship abroad? ')).toEqual({
      ...doc,
      similarQuestions: ['track order', 'Do you ship abroad?'],
    });
    expect(doc.similarQuestions).toEqual(['track order']);
  });
  it('adds nothing when the document already reads that way (case, width, spacing and end punctuation aside)', () => {
    expect(withSimilarQuestion(doc, 'TRACK   order')).toBeNull();
    expect(withSimilarQuestion(doc, 'Ｗhere is my parcel')).toBeNull();
    expect(withSimilarQuestion(doc, 'Track order?!')).toBeNull();
    expect(withSimilarQuestion(doc, 'Track orders')).not.toBeNull();
  });
});
