import { MenuType, type MenuItem } from '@parley/protocol';

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
    label: 'Ask a question',
    help: 'Sends the text as the visitor’s question; with a document, that document answers it.',
    fields: ['msgText', 'docId'],
  },
  { value: MenuType.TRANSFER, label: 'Talk to a person', help: 'Transfers the visitor to an agent.', fields: [] },
  { value: MenuType.CLOSE, label: 'End the chat', help: 'Closes the conversation.', fields: [] },
  { value: MenuType.EVALUATE, label: 'Rate the service', help: 'Opens the rating popup.', fields: [] },
  { value: MenuType.LEAVE_MESSAGE, label: 'Leave a message', help: 'Opens the leave-message form.', fields: [] },
  { value: MenuType.OPEN_LINK, label: 'Open a link', help: 'Opens the address in a new tab (http or https only).', fields: ['labelLink'] },
  {
    value: MenuType.CANNED_ANSWER,
    label: 'Show a canned answer',
    help: 'Shows the text as an answer at once, without asking anyone.',
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
  if (!item.menuName.trim()) problems.push({ field: 'menuName', message: 'Name the chip' });
  if (item.menuType === MenuType.OPEN_LINK && !/^https?:\/\/\S+$/i.test(item.labelLink?.trim() ?? ''))
    problems.push({ field: 'labelLink', message: 'An http:// or https:// address' });
  if (item.menuType === MenuType.CANNED_ANSWER && !item.msgText?.trim()) problems.push({ field: 'msgText', message: 'The answer to show' });
  return problems;
}
