import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { readTips, writeTips } from './tipRules';

beforeAll(useEnglishTexts);
describe('tip rules editor', () => {
  it('reads the channel autoTip into rows and writes them back, buttons as "Label => docId" lines', () => {
    const json = JSON.stringify([
      {
        text: 'Hi',
        trigger: 'entry',
        btnList: [
          { menuType: 0, menuName: 'Start a return', docId: 'flow:returns' },
          { menuType: 0, menuName: 'Hours' },
        ],
      },
      { text: 'Still there?', trigger: 'idle', idleSeconds: 45 },
    ]);
    const rows = readTips(json);
    expect(rows[0]).toEqual({
      text: 'Hi',
      trigger: 'entry',
      idleSeconds: 30,
      urlPattern: '',
      buttons: 'Start a return => flow:returns\nHours',
    });
    expect(JSON.parse(writeTips(rows))).toEqual([
      {
        text: 'Hi',
        trigger: 'entry',
        btnList: [
          { menuType: 0, menuName: 'Start a return', docId: 'flow:returns' },
          { menuType: 0, menuName: 'Hours' },
        ],
      },
      { text: 'Still there?', trigger: 'idle', idleSeconds: 45, btnList: [] },
    ]);
  });

  it('leaves out rows without text, keeps idle at 5 s or more and URL patterns only for URL tips', () => {
    const out = JSON.parse(
      writeTips([
        { text: ' ', trigger: 'entry', idleSeconds: 30, urlPattern: '', buttons: '' },
        { text: 'Fast', trigger: 'idle', idleSeconds: 1, urlPattern: 'x', buttons: '' },
        { text: 'Checkout', trigger: 'url', idleSeconds: 30, urlPattern: ' https://s.example/checkout* ', buttons: '' },
      ]),
    );
    expect(out).toEqual([
      { text: 'Fast', trigger: 'idle', idleSeconds: 5, btnList: [] },
      { text: 'Checkout', trigger: 'url', urlPattern: 'https://s.example/checkout*', btnList: [] },
    ]);
    expect(readTips('{bad')).toEqual([]);
  });
});
