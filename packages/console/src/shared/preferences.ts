import { useSyncExternalStore } from 'react';

/** Per-browser console preferences (sound on or off), kept in localStorage and shared live between components. */
const SOUND_KEY = 'parley.console.sound';
const listeners = new Set<() => void>();

export function isSoundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // not persisted; the toggle still flips for this page below
  }
  for (const l of listeners) l();
}

export function useSoundOn(): boolean {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, isSoundOn);
}
