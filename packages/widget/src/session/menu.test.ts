import { describe, expect, it } from 'vitest';
import { MenuType } from '@parley/protocol';
import { channel } from '../../test/fixtures';
import { menuEntries, stripOrder, type MenuEntry } from './menu';

const menus = [
  { menuType: MenuType.SEND_TEXT, menuName: 'Orders', msgText: 'Where is my order?' },
  { menuType: MenuType.OPEN_LINK, menuName: 'Help', labelLink: 'https://x.example' },
];

describe('quick menu', () => {
  it('W-MN1 the menu plan first, else the plain list', () => {
    const c = channel({ chatMenuConfigPlan: { menus }, chatMenuConfigList: [{ menuType: MenuType.CLOSE, menuName: 'Bye' }] });
    expect(
      menuEntries(c, 'robot')
        .slice(0, 2)
        .map((e) => e.label),
    ).toEqual(['Orders', 'Help']);
    const list = channel({ chatMenuConfigList: [{ menuType: MenuType.CLOSE, menuName: 'Bye' }] });
    expect(menuEntries(list, 'robot')[0]?.label).toBe('Bye');
  });

  it('W-MN2 transfer, evaluate and leave message are added by their modes, once', () => {
    const c = channel({ transferUserMode: 1, evaluateMode: 1, leaveMsgMode: 0 });
    expect(menuEntries(c, 'robot').map((e) => e.menuType)).toEqual([MenuType.TRANSFER, MenuType.EVALUATE]);
    const placed = channel({
      chatMenuConfigPlan: { menus: [{ menuType: MenuType.TRANSFER, menuName: 'Human' }] },
      evaluateMode: 0,
      leaveMsgMode: 0,
    });
    expect(menuEntries(placed, 'robot').map((e) => e.label ?? 'auto')).toEqual(['Human']);
  });

  it('W-MN3 the transfer entry is removed in manual mode', () => {
    const c = channel({ transferUserMode: 1, evaluateMode: 0, leaveMsgMode: 0, chatMenuConfigPlan: { menus } });
    expect(menuEntries(c, 'manual').map((e) => e.menuType)).toEqual([MenuType.SEND_TEXT, MenuType.OPEN_LINK]);
  });
});

describe('stripOrder', () => {
  const e = (menuType: number, key = `k${menuType}`): MenuEntry => ({ key, menuType, label: key });
  it('W-MN7 the handoff first, then a leave-message entry with news, then the rest in order', () => {
    const entries = [
      e(MenuType.SEND_TEXT, 'a'),
      e(MenuType.SEND_TEXT, 'b'),
      e(MenuType.EVALUATE),
      e(MenuType.LEAVE_MESSAGE),
      e(MenuType.TRANSFER),
    ];
    expect(stripOrder(entries, 0).map((x) => x.key)).toEqual(['k1', 'a', 'b', 'k4', 'k5']);
    expect(stripOrder(entries, 1).map((x) => x.key)).toEqual(['k1', 'k5', 'a', 'b', 'k4']);
    expect(stripOrder([e(MenuType.SEND_TEXT, 'a')], 0).map((x) => x.key)).toEqual(['a']);
  });
});
