/**
 * Tells the visitor the agent is typing without a call per keystroke: "typing" at most once per interval
 * while the draft changes, "stopped" when the draft empties, is sent, or sits idle.
 */
export interface TypingReporter {
  input(text: string): void;
  stop(): void;
}

export interface TypingClock {
  now(): number;
  setTimeout(f: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Re-sent under the widget's 2 s indicator window (AGENT_TYPING_INDICATOR_MS) so the hint does not flicker. */
export const TYPING_REPEAT_MS = 1500;
export const TYPING_IDLE_MS = 4000;

export function createTypingReporter(send: (typing: boolean) => void, clock: TypingClock): TypingReporter {
  let typing = false;
  let lastSent = -Infinity;
  let idle: unknown = null;

  const stop = () => {
    if (idle !== null) clock.clearTimeout(idle);
    idle = null;
    if (typing) send(false);
    typing = false;
  };

  return {
    input(text) {
      if (text.trim() === '') return stop();
      const now = clock.now();
      if (!typing || now - lastSent >= TYPING_REPEAT_MS) {
        send(true);
        lastSent = now;
      }
      typing = true;
      if (idle !== null) clock.clearTimeout(idle);
      idle = clock.setTimeout(stop, TYPING_IDLE_MS);
    },
    stop,
  };
}
