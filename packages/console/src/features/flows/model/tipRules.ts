/**
 * The proactive tips editor's model (issue 20 items 3, 6): the channel's autoTip JSON as editable rows, and back.
 * Buttons are typed one per line, "Label" (asks the label) or "Label => docId" (asks that document or flow:<id>).
 */
import { MenuType, parseJsonOr, type MenuItem } from '@parley/protocol';

export interface TipRow {
  text: string;
  trigger: 'entry' | 'idle' | 'url';
  idleSeconds: number;
  urlPattern: string;
  buttons: string;
}

const ARROW = '=>';

export function readTips(json: string): TipRow[] {
  const list = parseJsonOr<unknown>(json, []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((t): TipRow[] => {
    if (typeof t !== 'object' || t === null) return [];
    const x = t as Record<string, unknown>;
    const buttons = Array.isArray(x.btnList) ? (x.btnList as Array<Partial<MenuItem>>) : [];
    return [
      {
        text: typeof x.text === 'string' ? x.text : '',
        trigger: x.trigger === 'idle' || x.trigger === 'url' ? x.trigger : 'entry',
        idleSeconds: typeof x.idleSeconds === 'number' ? x.idleSeconds : 30,
        urlPattern: typeof x.urlPattern === 'string' ? x.urlPattern : '',
        buttons: buttons
          .filter((b) => typeof b.menuName === 'string')
          .map((b) => (b.docId ? `${b.menuName} ${ARROW} ${b.docId}` : b.menuName!))
          .join('\n'),
      },
    ];
  });
}

function buttonOf(line: string): MenuItem {
  const at = line.lastIndexOf(ARROW);
  if (at < 0) return { menuType: MenuType.SEND_TEXT, menuName: line.trim() };
  return { menuType: MenuType.SEND_TEXT, menuName: line.slice(0, at).trim(), docId: line.slice(at + ARROW.length).trim() };
}

/** The rows as the channel stores them; rows without text are left out. */
export function writeTips(rows: readonly TipRow[]): string {
  return JSON.stringify(
    rows
      .filter((r) => r.text.trim() !== '')
      .map((r) => ({
        text: r.text.trim(),
        trigger: r.trigger,
        ...(r.trigger === 'idle' ? { idleSeconds: Math.max(5, Math.round(r.idleSeconds)) } : {}),
        ...(r.trigger === 'url' ? { urlPattern: r.urlPattern.trim() } : {}),
        btnList: r.buttons
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map(buttonOf),
      })),
  );
}
