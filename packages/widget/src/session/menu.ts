/** The quick-menu chip strip (chat-session.md §3 menu item, §4 "Menu entries"). Pure; ids in ./SPEC.md. */
import { MenuType, type ChannelInfo, type MenuItem } from '@parley/protocol';
import type { Connect } from './types';

export interface MenuEntry {
  key: string;
  menuType: number;
  /** The tenant's label; automatic entries have none and are labelled through i18n by menuType. */
  label?: string;
  item?: MenuItem;
}

export function menuEntries(channel: ChannelInfo, connect: Connect): MenuEntry[] {
  // W-MN1: the menu plan, else the plain list.
  const configured = channel.chatMenuConfigPlan.menus.length ? channel.chatMenuConfigPlan.menus : channel.chatMenuConfigList;
  const entries: MenuEntry[] = configured.map((item, i) => ({ key: `m${i}`, menuType: item.menuType, label: item.menuName, item }));
  // W-MN2: automatic entries, unless the tenant already placed one of that type.
  const auto: Array<[number, number]> = [
    [MenuType.TRANSFER, channel.transferUserMode],
    [MenuType.EVALUATE, channel.evaluateMode],
    [MenuType.LEAVE_MESSAGE, channel.leaveMsgMode],
  ];
  for (const [menuType, mode] of auto) {
    if (mode === 1 && !entries.some((e) => e.menuType === menuType)) entries.push({ key: `auto${menuType}`, menuType });
  }
  // W-MN3: in manual mode there is nobody to transfer to.
  return entries.filter((e) => !(connect === 'manual' && e.menuType === MenuType.TRANSFER));
}

/**
 * W-MN7: the strip's order. The handoff to a person comes first, so it is never the chip cut off at the edge; then W-LM1's
 * leave-message entry with news; then the rest as configured.
 */
export function stripOrder(entries: MenuEntry[], ticketNews: number): MenuEntry[] {
  const isHandoff = (e: MenuEntry) => e.menuType === MenuType.TRANSFER;
  return [
    ...entries.filter(isHandoff),
    ...newsFirst(
      entries.filter((e) => !isHandoff(e)),
      ticketNews,
    ),
  ];
}

/** W-LM1: news on a ticket brings the leave-message entry to the front of the strip, where its badge is seen. */
export function newsFirst(entries: MenuEntry[], ticketNews: number): MenuEntry[] {
  if (ticketNews <= 0) return entries;
  const isLeave = (e: MenuEntry) => e.menuType === MenuType.LEAVE_MESSAGE;
  return [...entries.filter(isLeave), ...entries.filter((e) => !isLeave(e))];
}
