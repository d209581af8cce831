/**
 * Proactive tips (W-AT1–W-AT3 in ./SPEC.md): the channel's autoTip list read leniently (JSON text; a bad list or item
 * is left out, never an error) and which tips a moment calls for: on entry, after the visitor has been idle, or on
 * a page whose URL matches. Pure; the chat screen keeps the timers.
 */
import { MenuType, parseJsonOr, type MenuItem } from '@parley/protocol';

export type TipTrigger = 'entry' | 'idle' | 'url';

export interface AutoTipView {
  key: string;
  text: string;
  buttons: MenuItem[];
  trigger: TipTrigger;
  idleSeconds: number;
  urlPattern: string;
}

const DEFAULT_IDLE_S = 30;
const MIN_IDLE_S = 5;
const TRIGGERS = new Set<string>(['entry', 'idle', 'url']);

function buttonOf(b: unknown): MenuItem | undefined {
  if (typeof b !== 'object' || b === null) return undefined;
  const x = b as Partial<MenuItem>;
  if (typeof x.menuName !== 'string' || x.menuName.trim() === '') return undefined;
  return {
    menuType: typeof x.menuType === 'number' ? x.menuType : MenuType.SEND_TEXT,
    menuName: x.menuName,
    ...(typeof x.msgText === 'string' ? { msgText: x.msgText } : {}),
    ...(typeof x.docId === 'string' && x.docId ? { docId: x.docId } : {}),
    ...(typeof x.labelLink === 'string' ? { labelLink: x.labelLink } : {}),
  };
}

/** W-AT1: the channel's tips; a tip without text is left out, an unknown trigger reads as entry. */
export function readAutoTips(json: string | undefined): AutoTipView[] {
  const list = parseJsonOr<unknown>(json ?? '', []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw, i): AutoTipView[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const t = raw as Record<string, unknown>;
    if (typeof t.text !== 'string' || t.text.trim() === '') return [];
    const idle = typeof t.idleSeconds === 'number' && Number.isFinite(t.idleSeconds) ? Math.max(MIN_IDLE_S, t.idleSeconds) : DEFAULT_IDLE_S;
    return [
      {
        key: `tip-${i}`,
        text: t.text,
        buttons: Array.isArray(t.btnList) ? t.btnList.flatMap((b) => buttonOf(b) ?? []) : [],
        trigger: typeof t.trigger === 'string' && TRIGGERS.has(t.trigger) ? (t.trigger as TipTrigger) : 'entry',
        idleSeconds: idle,
        urlPattern: typeof t.urlPattern === 'string' ? t.urlPattern : '',
      },
    ];
  });
}

/** W-AT2: `*` stands for any characters, everything else is literal; the whole URL must match (case aside). */
export function urlMatches(pattern: string, url: string): boolean {
  if (pattern.trim() === '' || url === '') return false;
  const re = pattern
    .trim()
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${re}$`, 'i').test(url);
}

/** W-AT2: the tips to show now, given the page's URL and how long the visitor has been idle (s). */
export function tipsDue(tips: readonly AutoTipView[], pageUrl: string, idleSeconds: number): AutoTipView[] {
  return tips.filter((t) =>
    t.trigger === 'entry' ? true : t.trigger === 'url' ? urlMatches(t.urlPattern, pageUrl) : idleSeconds >= t.idleSeconds,
  );
}

/** W-AT3: when the next idle tip is due, in seconds of idleness; undefined when none waits. */
export function nextIdleAt(tips: readonly AutoTipView[], idleSeconds: number): number | undefined {
  const waiting = tips.filter((t) => t.trigger === 'idle' && t.idleSeconds > idleSeconds).map((t) => t.idleSeconds);
  return waiting.length ? Math.min(...waiting) : undefined;
}
