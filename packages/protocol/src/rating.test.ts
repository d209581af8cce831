import { describe, expect, it } from 'vitest';
import {
  BUILTIN_ROBOT_LABELS,
  builtinLabelKey,
  checkAgentRating,
  evaluateConfigSchema,
  labelsOf,
  levelFor,
  robotLabelsOf,
  splitTags,
} from './index.js';

const config = evaluateConfigSchema.parse({});

describe('agent rating rules (chat-session.md §5)', () => {
  it('asks for a star unless the model is 2', () => {
    expect(checkAgentRating(config, { comment: '', tags: [] })).toEqual({ field: 'evaluateAdminStar', message: 'star' });
    expect(checkAgentRating({ ...config, evaluateModel: 2 }, { comment: '', tags: [] })).toBeNull();
  });
  it('asks for the evaluation content when the level requires a comment', () => {
    expect(checkAgentRating(config, { star: 1, comment: '  ', tags: ['Slow reply'] })?.message).toBe('content');
  });
  it('asks to select a label when the level requires tags', () => {
    expect(checkAgentRating(config, { star: 2, comment: 'x', tags: [] })?.message).toBe('label');
  });
  it('refuses labels the level does not offer', () => {
    expect(checkAgentRating(config, { star: 5, comment: '', tags: ['Slow reply'] })?.message).toBe('unknownLabel');
  });
  it('accepts a complete rating', () => {
    expect(checkAgentRating(config, { star: 5, comment: '', tags: ['Friendly'] })).toBeNull();
    expect(checkAgentRating(config, { star: 1, comment: 'rude', tags: ['Impolite'] })).toBeNull();
  });
  it('a level that offers no labels requires none and accepts none (blank labels are the built-in ones)', () => {
    const none = { ...config, starList: config.starList.map((l) => (l.star === 2 ? { ...l, levelTagNone: 1 } : l)) };
    expect(labelsOf(levelFor(none, 2))).toEqual([]);
    expect(labelsOf(levelFor(none, 3))).toEqual(['Slow reply', 'Could not solve']);
    expect(checkAgentRating(none, { star: 2, comment: 'x', tags: [] })).toBeNull();
    expect(checkAgentRating(none, { star: 2, comment: 'x', tags: ['Slow reply'] })?.message).toBe('unknownLabel');
    expect(robotLabelsOf({ ...config, robotTag: 'Too slow', robotTagNone: 1 })).toEqual([]);
  });
  it('splits comma-separated tags', () => {
    expect(splitTags(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitTags(undefined)).toEqual([]);
  });
  it('leaves the default texts blank: the widget speaks the visitor’s language (issue 35)', () => {
    expect(config.evaluateGuideMsg).toBe('');
    expect(config.robotTag).toBe('');
    expect(config.starList.map((l) => [l.levelGuideMsg, l.levelTag])).toEqual(Array.from({ length: 5 }, () => ['', '']));
    expect(config.select.map((s) => s.name)).toEqual(['', '']);
  });
  it('offers the built-in labels where a level or the robot has none, and a channel’s own labels instead of them', () => {
    expect(labelsOf(levelFor(config, 3))).toEqual(['Slow reply', 'Could not solve']);
    expect(robotLabelsOf(config)).toEqual([...BUILTIN_ROBOT_LABELS]);
    const own = { ...config, robotTag: 'Too slow', starList: config.starList.map((l) => ({ ...l, levelTag: 'Rude,Late' })) };
    expect(labelsOf(levelFor(own, 3))).toEqual(['Rude', 'Late']);
    expect(robotLabelsOf(own)).toEqual(['Too slow']);
    expect(checkAgentRating(own, { star: 5, comment: '', tags: ['Friendly'] })?.message).toBe('unknownLabel');
    expect(builtinLabelKey('Solved my problem')).toBe('solvedMyProblem');
    expect(builtinLabelKey('Rude')).toBeUndefined();
  });
});
