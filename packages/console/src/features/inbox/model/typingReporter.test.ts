import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_IDLE_MS, TYPING_REPEAT_MS, createTypingReporter } from './typingReporter';

describe('typing reporter', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const clock = {
    now: () => Date.now(),
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as number),
  };

  it('sends typing once per interval while keys come in, then stopped when the draft empties', () => {
    const sent: boolean[] = [];
    const r = createTypingReporter((t) => sent.push(t), clock);
    r.input('h');
    vi.advanceTimersByTime(300);
    r.input('he');
    vi.advanceTimersByTime(TYPING_REPEAT_MS);
    r.input('hel');
    r.input('');
    expect(sent).toEqual([true, true, false]);
  });
  it('stops after an idle pause, and stop() is quiet when not typing', () => {
    const sent: boolean[] = [];
    const r = createTypingReporter((t) => sent.push(t), clock);
    r.stop();
    r.input('hello');
    vi.advanceTimersByTime(TYPING_IDLE_MS);
    expect(sent).toEqual([true, false]);
    r.stop();
    expect(sent).toEqual([true, false]);
  });
});
