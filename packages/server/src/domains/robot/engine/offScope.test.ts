import { describe, expect, it } from 'vitest';
import { RobotEngine } from './engine.js';
import { offScopeRequests, speaksOf } from './offScope.js';
import { normalize } from './text.js';
import type { KbDoc } from './types.js';

const requests = (q: string) => offScopeRequests(normalize(q));

describe('offScopeRequests', () => {
  it('finds jobs, partnering, buying advice and chit-chat in Chinese and English', () => {
    expect(requests('Are you HIRING?')).toHaveLength(1);
    expect(requests('你们公司还招人吗 想投个简历')).toHaveLength(1);
    expect(requests('我想成为你们的供应商')).toHaveLength(1);
    expect(requests('which robot vacuum would you recommend')).toHaveLength(1);
    expect(requests('明天会下雨吗')).toHaveLength(1);
    expect(requests('are you hiring part-time staff, or looking for suppliers?')).toHaveLength(2);
  });
  it('finds nothing in a shop question', () => {
    expect(requests('How do I return an item?')).toEqual([]);
    expect(requests('退款多久到账')).toEqual([]);
  });
  it('tells whether a document speaks of each request', () => {
    expect(speaksOf(normalize('Careers: see our open jobs'), requests('any jobs?'))).toBe(true);
    expect(speaksOf(normalize('Our warehouse ships daily'), requests('any jobs?'))).toBe(false);
  });
});

describe('ask with a request no document speaks of', () => {
  const d = (docId: string, question: string, similarQuestions: string[], answer: string): KbDoc => ({
    docId,
    question,
    similarQuestions,
    answer,
    category: '',
    lang: 'en',
  });
  const shop = [
    d('ship', 'When does the warehouse ship my order?', ['Warehouse dispatch times'], 'Orders leave the warehouse within 24 hours.'),
    d('ret', 'How do I return an item?', [], 'Within 7 days.'),
  ];
  it('is unknown though incidental words match a document', () => {
    expect(new RobotEngine(shop).ask('when does the warehouse ship').decision.kind).toBe('answer');
    expect(new RobotEngine(shop).ask('are you hiring for warehouse jobs').decision.kind).toBe('unknown');
  });
  it('answers when a document speaks of the request', () => {
    const withCareers = [...shop, d('jobs', 'Do you have job openings?', ['Careers at the warehouse'], 'See our careers page.')];
    expect(new RobotEngine(withCareers).ask('are you hiring for warehouse jobs').decision).toMatchObject({ hit: { docId: 'jobs' } });
  });
});
