/** The bus only wakes waiters (on this node or, with Redis, on others); the database stays the truth. */
export interface Bus {
  publish(topic: string, message: string): Promise<void>;
  subscribe(topic: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  /**
   * Every message on topics starting with `prefix`, from every node (a cache kept from the bus). `onGap` runs when
   * messages may have been missed (the broker connection dropped); `live()` is true only while delivery is assured,
   * i.e. the subscription is confirmed on the current connection.
   */
  watch(prefix: string, handler: (topic: string, message: string) => void, onGap: () => void): Promise<BusWatch>;
  /** Rejects when the bus cannot reach its broker (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface BusWatch {
  live(): boolean;
  stop(): Promise<void>;
}

export const topics = {
  visitor: (visitorId: number) => `visitor:${visitorId}`,
  tenant: (tenantId: string) => `tenant:${tenantId}`,
};
