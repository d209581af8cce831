import { describe, expect, it } from 'vitest';
import { NO_ANSWER, modelAnswer, modelMessages } from './largeModel.js';
import type { KbDoc } from './engine/types.js';

const doc = (docId: string, question: string, answer: string): KbDoc => ({
  docId,
  question,
  answer,
  similarQuestions: [],
  category: '',
  lang: 'en',
});

describe('large-model prompt and answer', () => {
  it('numbers the documents as plain text in the system message and sends the question alone', () => {
    const [system, user] = modelMessages('How long does express take?', [
      doc('d1', 'When will my order arrive?', '<p>Standard takes <b>2–4</b> days.</p>'),
      doc('d2', 'How much is shipping?', 'Free over €50.'),
    ]);
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('[1] Q: When will my order arrive?\nA: Standard takes 2–4 days.');
    expect(system!.content).toContain('[2] Q: How much is shipping?\nA: Free over €50.');
    expect(system!.content).toContain(NO_ANSWER);
    expect(user).toEqual({ role: 'user', content: 'How long does express take?' });
  });

  it('S-RB11 reads the first choice, and treats blank, missing or NO_ANSWER content as no answer', () => {
    expect(modelAnswer({ choices: [{ message: { content: '  Express takes one day.\n' } }] })).toBe('Express takes one day.');
    expect(modelAnswer({ choices: [{ message: { content: `${NO_ANSWER}.` } }] })).toBeUndefined();
    expect(modelAnswer({ choices: [{ message: { content: '  ' } }] })).toBeUndefined();
    expect(modelAnswer({ choices: [] })).toBeUndefined();
    expect(modelAnswer({ error: { message: 'quota' } })).toBeUndefined();
    expect(modelAnswer(null)).toBeUndefined();
  });
});
