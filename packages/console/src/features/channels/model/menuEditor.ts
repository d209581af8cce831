import { MenuType, type MenuItem } from '@parley/protocol';
import { i18next } from '../../../i18n';

/** The fields a menu chip uses besides its name and colours, by menuType (chat-session.md §3 "Menu item"). */
export type MenuField = 'msgText' | 'labelLink' | 'docId';

export interface MenuTypeInfo {
  value: number;
  label: string;
  help: string;
  fields: readonly MenuField[];
}

export const MENU_TYPES: readonly MenuTypeInfo[] = [
  {
    value: MenuType.SEND_TEXT,
    get label() {
      return i18next.t('channels:model.menuEditor.askAQuestion');
    },
    get help() {
      return i18next.t('channels:model.menuEditor.sendsTheTextAsThe');
    },
    fields: ['msgText', 'docId'],
  },
  {
    value: MenuType.TRANSFER,
    get label() {
      return i18next.t('channels:model.menuEditor.talkToAPerson');
    },
    get help() {
      return i18next.t('channels:model.menuEditor.transfersTheVisitorToAn');
    },
    fields: [],
  },
  {
    value: MenuType.CLOSE,
    get label() {
      return i18next.t('channels:model.menuEditor.endTheChat');
    },
    get help() {
      return i18next.t('channels:model.menuEditor.closesTheConversation');
    },
    fields: [],
  },
  {
    value: MenuType.EVALUATE,
    get label() {
      return i18next.t('channels:model.menuEditor.rateTheService');
    },
    get help() {
      return i18next.t('channels:model.menuEditor.opensTheRatingPopup');
    },
    fields: [],
  },
  {
    value: MenuType.LEAVE_MESSAGE,
    get label() {
      return i18next.t('channels:model.menuEditor.leaveAMessage');
    },
    get help() {
      return i18next.t('channels:model.menuEditor.opensTheLeaveMessageForm');
    },
    fields: [],
  },
  {
    value: MenuType.OPEN_LINK,
    get label() {
      return i18next.t('channels:model.menuEditor.openALink');
    },
    get help() {
      return i18next.t('channels:model.menuEditor.opensTheAddressInA');
    },
    fields: ['labelLink'],
  },
  {
    value: MenuType.CANNED_ANSWER,
    get label() {
      return i18next.t('channels:model.menuEditor.showACannedAnswer');
    },
    get help() {
      return i18next.t('channels:model.menuEditor.showsTheTextAsAn');
    },
    fields: ['msgText'],
  },
];

export const menuTypeInfo = (menuType: number): MenuTypeInfo | undefined => MENU_TYPES.find((t) => t.value === menuType);

/** A new chip: a question, which is what most menus hold. */
export const newMenuItem = (): MenuItem => ({ menuType: MenuType.SEND_TEXT, menuName: '', msgText: '' });

/** Keeps only what the chip's type uses (a link left over from an earlier type would mislead), trimmed, empty ones dropped. */
export function cleanMenuItem(item: MenuItem): MenuItem {
  const fields = menuTypeInfo(item.menuType)?.fields ?? [];
  const out: MenuItem = { menuType: item.menuType, menuName: item.menuName.trim() };
  for (const f of fields) {
    const v = item[f]?.trim();
    if (v) out[f] = v;
  }
  if (item.background?.trim()) out.background = item.background.trim();
  if (item.color?.trim()) out.color = item.color.trim();
  return out;
}

export interface MenuProblem {
  field: keyof MenuItem;
  message: string;
}

/** What the schema cannot say: a chip needs a name, a link chip a web address, a canned answer its text. */
export function menuItemProblems(item: MenuItem): MenuProblem[] {
  const problems: MenuProblem[] = [];
  if (!item.menuName.trim()) problems.push({ field: 'menuName', message: i18next.t('channels:model.menuEditor.nameTheChip') });
  if (item.menuType === MenuType.OPEN_LINK && !/^https?:\/\/\S+$/i.test(item.labelLink?.trim() ?? ''))
    problems.push({ field: 'labelLink', message: i18next.t('channels:model.menuEditor.anHttpOrHttpsAddress') });
  if (item.menuType === MenuType.CANNED_ANSWER && !item.msgText?.trim())
    problems.push({ field: 'msgText', message: i18next.t('channels:model.menuEditor.theAnswerToShow') });
  return problems;
}
