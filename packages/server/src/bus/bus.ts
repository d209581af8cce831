/** The bus only wakes waiters (on this node or, with Redis, on others); the database stays the truth. */
export interface Bus {
  publish(topic: string, message: string): Promise<void>;
  subscribe(topic: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  /** Rejects when the bus cannot reach its broker (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const topics = {
  visitor: (visitorId: number) => `visitor:${visitorId}`,
  tenant: (tenantId: string) => `tenant:${tenantId}`,
};
