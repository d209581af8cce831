import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import type { SensitiveList } from '@parley/protocol';
import { outcomeText, parseWords, testMessage } from './sensitiveLists';

const list = (over: Partial<SensitiveList>): SensitiveList => ({
  id: 1,
  name: 'l',
  words: [],
  match: 'exact',
  action: 'mask',
  appliesTo: 'both',
  enabled: true,
  updatedAt: 0,
  ...over,
});

beforeAll(useEnglishTexts);
describe('S-SW1 sensitive-word lists in the console', () => {
  it('reads words one per line or comma-separated, each once', () => {
    expect(parseWords('idiot\n moron , idiot\n\n傻逼，白痴、笨蛋')).toEqual(['idiot', 'moron', '傻逼', '白痴', '笨蛋']);
  });

  it('tests a message with the enabled lists of its side', () => {
    const lists = [
      list({ id: 1, words: ['idiot'], match: 'fuzzy' }),
      list({ id: 2, words: ['WhatsApp'], action: 'block', appliesTo: 'agent' }),
      list({ id: 3, words: ['refund'], action: 'hold', enabled: false }),
    ];
    expect(testMessage(lists, 'agent', 'i.d.i.o.t, WhatsApp me for a refund')).toMatchObject({
      words: ['idiot', 'WhatsApp'],
      action: 'block',
      masked: '*.*.*.*.*, ******** me for a refund',
    });
    expect(testMessage(lists, 'visitor', 'WhatsApp me').action).toBeNull();
    expect(outcomeText('block', 'agent')).toContain('never delivered');
    expect(outcomeText(null, 'visitor')).toContain('Nothing matched');
  });
});
