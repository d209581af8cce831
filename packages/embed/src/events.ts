/** The SDK's events (ready, open, close, message, unread): handlers by name, called in the order they were added. */
export type Handler = (data?: unknown) => void;

export interface Events {
  on(name: string, fn: Handler): void;
  off(name: string, fn: Handler): void;
  emit(name: string, data?: unknown): void;
}

export function createEvents(): Events {
  const handlers: Record<string, Handler[]> = {};
  return {
    on: (name, fn) => void (handlers[name] ||= []).push(fn),
    off: (name, fn) => void (handlers[name] = (handlers[name] || []).filter((h) => h !== fn)),
    emit(name, data) {
      for (const fn of (handlers[name] || []).slice()) {
        // One page handler that throws must not stop the others or the loader.
        try {
          fn(data);
        } catch (e) {
          console.error(e);
        }
      }
    },
  };
}
