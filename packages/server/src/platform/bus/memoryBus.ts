import { EventEmitter } from 'node:events';
import type { Bus } from './bus.js';

/** Every publication is also emitted under this name, for watchers of a prefix. */
const ANY = Symbol('any');

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, message) {
      emitter.emit(topic, message);
      emitter.emit(ANY, topic, message);
    },
    async subscribe(topic, handler) {
      emitter.on(topic, handler);
      return async () => {
        emitter.off(topic, handler);
      };
    },
    async watch(prefix, handler) {
      const listener = (topic: string, message: string) => {
        if (topic.startsWith(prefix)) handler(topic, message);
      };
      emitter.on(ANY, listener);
      // In-process delivery cannot drop a message: always live, never a gap.
      return {
        live: () => true,
        stop: async () => void emitter.off(ANY, listener),
      };
    },
    async ping() {
      // In-process: reachable while the process runs.
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
