import { describe, expect, it, vi } from 'vitest';
import { MenuType } from '@parley/protocol';
import type { MenuEntry } from '../session/menu';
import { runMenuEntry, type MenuDeps } from './menuAction';

function deps() {
  return {
    session: { ask: vi.fn(async () => true), sendText: vi.fn(async () => true), transfer: vi.fn(async () => undefined), canned: vi.fn() },
    endChat: vi.fn(),
    openLink: vi.fn(),
    action: vi.fn(),
  } satisfies MenuDeps;
}
const entry = (menuType: number, item: Partial<MenuEntry['item']> = {}): MenuEntry => ({
  key: 'k',
  menuType,
  label: 'Label',
  item: { menuType, menuName: 'Label', ...item },
});

describe('menu actions', () => {
  it('W-MN5 0 sends its text as a question; with a docId it asks that document (click 1)', () => {
    const d = deps();
    runMenuEntry(entry(MenuType.SEND_TEXT, { msgText: 'Where is my order?' }), d, '');
    expect(d.session.sendText).toHaveBeenCalledWith('Where is my order?');
    runMenuEntry(entry(MenuType.SEND_TEXT, { docId: 'd1' }), d, '');
    expect(d.session.ask).toHaveBeenCalledWith('Label', { click: 1, docId: 'd1' });
  });

  it('W-MN5 1 transfers, 3 closes, 7 answers locally', () => {
    const d = deps();
    runMenuEntry(entry(MenuType.TRANSFER), d, '');
    runMenuEntry(entry(MenuType.CLOSE), d, '');
    runMenuEntry(entry(MenuType.CANNED_ANSWER, { msgText: 'We open at 9.' }), d, '');
    expect(d.session.transfer).toHaveBeenCalled();
    expect(d.endChat).toHaveBeenCalled();
    expect(d.session.canned).toHaveBeenCalledWith('Label', 'We open at 9.');
  });

  it('W-MN5 6 opens only http(s) links', () => {
    const d = deps();
    runMenuEntry(entry(MenuType.OPEN_LINK, { labelLink: 'https://help.example' }), d, '');
    runMenuEntry(entry(MenuType.OPEN_LINK, { labelLink: 'javascript:alert(1)' }), d, '');
    expect(d.openLink).toHaveBeenCalledTimes(1);
    expect(d.openLink).toHaveBeenCalledWith('https://help.example');
  });

  it('W-MN6 4 and 5 go through the one action hook', () => {
    const d = deps();
    runMenuEntry(entry(MenuType.EVALUATE), d, '');
    runMenuEntry({ key: 'auto5', menuType: MenuType.LEAVE_MESSAGE }, d, 'Leave a message');
    expect(d.action.mock.calls).toEqual([[{ type: 'evaluate', invited: false }], [{ type: 'leaveMessage' }]]);
  });
});
