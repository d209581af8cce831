import { EventEmitter } from 'node:events';
import type { Bus } from './bus.js';

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, message) {
      emitter.emit(topic, message);
    },
    async subscribe(topic, handler) {
      emitter.on(topic, handler);
      return async () => {
        emitter.off(topic, handler);
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
