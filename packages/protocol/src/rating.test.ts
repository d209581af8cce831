import { describe, expect, it } from 'vitest';
import { checkAgentRating, evaluateConfigSchema, splitTags } from './index.js';

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
  it('splits comma-separated tags', () => {
    expect(splitTags(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitTags(undefined)).toEqual([]);
  });
});
