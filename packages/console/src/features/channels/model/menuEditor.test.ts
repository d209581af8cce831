import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { MenuType } from '@parley/protocol';
import { MENU_TYPES, cleanMenuItem, menuItemProblems, menuTypeInfo } from './menuEditor';

beforeAll(useEnglishTexts);
describe('menu editor model', () => {
  it('describes every menuType of the contract', () => {
    expect(MENU_TYPES.map((t) => t.value).sort((a, b) => a - b)).toEqual(Object.values(MenuType).sort((a, b) => a - b));
    expect(menuTypeInfo(MenuType.OPEN_LINK)?.fields).toEqual(['labelLink']);
  });
  it('drops fields the type does not use, blanks, and trims', () => {
    expect(
      cleanMenuItem({
        menuType: MenuType.OPEN_LINK,
        menuName: ' Help ',
        labelLink: ' https://x.example ',
        msgText: 'left over',
        docId: 'd1',
        background: '',
        color: '#fff',
      }),
    ).toEqual({
      menuType: MenuType.OPEN_LINK,
      menuName: 'Help',
      labelLink: 'https://x.example',
      color: '#fff',
    });
    expect(cleanMenuItem({ menuType: MenuType.SEND_TEXT, menuName: 'Track', msgText: 'Where is my order?', docId: ' ' })).toEqual({
      menuType: 0,
      menuName: 'Track',
      msgText: 'Where is my order?',
    });
    expect(cleanMenuItem({ menuType: MenuType.TRANSFER, menuName: 'Agent', msgText: 'x' })).toEqual({ menuType: 1, menuName: 'Agent' });
  });
  it('asks for a name, a web address for links and the text of a canned answer', () => {
    expect(menuItemProblems({ menuType: MenuType.OPEN_LINK, menuName: '', labelLink: 'javascript:alert(1)' }).map((p) => p.field)).toEqual([
      'menuName',
      'labelLink',
    ]);
    expect(menuItemProblems({ menuType: MenuType.CANNED_ANSWER, menuName: 'Hours', msgText: ' ' })).toEqual([
      { field: 'msgText', message: 'The answer to show' },
    ]);
    expect(menuItemProblems({ menuType: MenuType.SEND_TEXT, menuName: 'Track' })).toEqual([]);
  });
});
