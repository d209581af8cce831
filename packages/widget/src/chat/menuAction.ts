/** What a quick-menu chip does, by menuType (chat-session.md §3 menu item). Ids in ../session/SPEC.md (W-MN5). */
import { AskClick, MenuType } from '@parley/protocol';
import type { Session, VisitorAction } from '../session/controller';
import type { MenuEntry } from '../session/menu';

export interface MenuDeps {
  session: Pick<Session, 'ask' | 'sendText' | 'transfer' | 'canned'>;
  endChat(): void;
  openLink(url: string): void;
  action(action: VisitorAction): void;
}

const SAFE_LINK = /^https?:\/\//i;

export function runMenuEntry(entry: MenuEntry, deps: MenuDeps, autoLabel: string): void {
  const item = entry.item;
  const label = entry.label ?? autoLabel;
  switch (entry.menuType) {
    case MenuType.SEND_TEXT: {
      const text = item?.msgText || label;
      // A menu naming its document is answered from it directly (robotAsk click 1); plain text is a question.
      if (item?.docId) void deps.session.ask(text, { click: AskClick.MENU, docId: item.docId });
      else void deps.session.sendText(text);
      return;
    }
    case MenuType.TRANSFER:
      void deps.session.transfer();
      return;
    case MenuType.CLOSE:
      deps.endChat();
      return;
    case MenuType.EVALUATE:
      deps.action({ type: 'evaluate', invited: false });
      return;
    case MenuType.LEAVE_MESSAGE:
      deps.action({ type: 'leaveMessage' });
      return;
    case MenuType.OPEN_LINK:
      if (item?.labelLink && SAFE_LINK.test(item.labelLink)) deps.openLink(item.labelLink);
      return;
    case MenuType.CANNED_ANSWER:
      deps.session.canned(label, item?.msgText ?? '');
      return;
  }
}
