/** The browser tab's title while a chat runs (W-PT1, W-PT2 in ../session/SPEC.md). Pure. */
export interface TitleState {
  base: string;
  /** An agent typed within TYPING_TITLE_RESET_MS. */
  typing: boolean;
  /** An agent message arrived while the page was hidden and the visitor has not looked since. */
  unread: boolean;
  /** The blink phase, flipped every TITLE_BLINK_MS while unread. */
  blinkOn: boolean;
}

export function titleFor(s: TitleState, texts: { typing: string; newMessage: string }): string {
  if (s.unread) return s.blinkOn ? texts.newMessage : s.base;
  if (s.typing) return texts.typing;
  return s.base;
}
