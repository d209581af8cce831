import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { answerExcerpt, suggestDocId, toKbDoc } from './kbDocForm';

beforeAll(useEnglishTexts);
describe('knowledge document form', () => {
  it('trims and drops blank, repeated and question-copy similar questions', () => {
    const doc = toKbDoc({
      docId: ' kb-1 ',
      question: ' Where is my parcel? ',
      similarQuestions: ['track order', ' Track Order ', '', 'where is my parcel?', 'parcel status'],
      answer: ' It ships in 2 days. ',
      category: ' Delivery ',
      lang: 'en',
      enabled: true,
      buttons: [],
    });
    expect(doc).toEqual({
      docId: 'kb-1',
      question: 'Where is my parcel?',
      similarQuestions: ['track order', 'parcel status'],
      answer: 'It ships in 2 days.',
      category: 'Delivery',
      lang: 'en',
      enabled: true,
      buttons: [],
    });
  });
  it('trims buttons and drops blank ones and repeated texts (ignoring case), the first kept', () => {
    const buttons = [
      { text: ' Track my parcel ', docId: ' kb-2 ' },
      { text: '   ', docId: 'kb-3' },
      { text: 'TRACK MY PARCEL', docId: 'kb-4' },
      { text: 'Talk to us', docId: '  ' },
    ];
    const doc = toKbDoc({
      docId: 'kb-1',
      question: 'Where is my parcel?',
      similarQuestions: [],
      answer: 'Soon.',
      category: '',
      lang: '',
      enabled: true,
      buttons,
    });
    expect(doc.buttons).toEqual([
      { text: 'Track my parcel', docId: 'kb-2' },
      { text: 'Talk to us', docId: '' },
    ]);
  });
  it('suggests the next kb- number, or a time-based id', () => {
    expect(suggestDocId(['kb-007', 'kb-012', 'demo-1'])).toBe('kb-013');
    expect(suggestDocId(['demo-1'], 36 ** 3)).toBe('kb-1000');
  });
  it('excerpts answers without tags', () => {
    expect(answerExcerpt('<p>Hello&nbsp;<b>there</b></p>')).toBe('Hello there');
    expect(answerExcerpt('Hi<script>alert(1)</script> you<style>p{}</style>')).toBe('Hi you');
    expect(answerExcerpt('x'.repeat(100), 10)).toBe('xxxxxxxxx…');
  });
});
