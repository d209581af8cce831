/**
 * What every part of a running session shares (./controller.ts composes the parts): the store, the clock, timers
 * that die with the run, and the run counter. Every boot or restart (W-EV8) starts a new run; async work of an older
 * run compares its run with `run()` and drops its result.
 */
import { createStore, type Store } from './store';
import { initialState, reduce } from './reduce';
import type { Action, SessionState } from './types';

export type Timer = ReturnType<typeof setTimeout>;

export interface Runtime {
  store: Store<SessionState, Action>;
  dispatch(action: Action): void;
  state(): SessionState;
  now(): number;
  run(): number;
  /** Ends the current run: its signal aborts (pending polls, the open stream) and its timers are cleared. */
  newRun(): number;
  signal(): AbortSignal;
  later(ms: number, fn: () => void): Timer;
  cancel(timer: Timer | undefined): void;
  sleep(ms: number): Promise<void>;
  /** Started and not closed: the visitor can talk. */
  ready(s?: SessionState): boolean;
}

export function createRuntime(now: () => number): Runtime {
  const store = createStore(reduce, initialState());
  const timers = new Set<Timer>();
  let run = 0;
  let abort = new AbortController();

  function later(ms: number, fn: () => void): Timer {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
    return t;
  }
  function cancel(t: Timer | undefined) {
    if (t === undefined) return;
    clearTimeout(t);
    timers.delete(t);
  }

  return {
    store,
    dispatch: (a) => store.dispatch(a),
    state: () => store.getState(),
    now,
    run: () => run,
    newRun() {
      run += 1;
      abort.abort();
      abort = new AbortController();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return run;
    },
    signal: () => abort.signal,
    later,
    cancel,
    sleep: (ms) => new Promise<void>((resolve) => later(ms, resolve)),
    ready: (s = store.getState()) => s.phase === 'ready' && s.chatStatus === 1,
  };
}
