/**
 * Stops calling an endpoint that keeps failing: after `failuresToOpen` failures in a row it is left alone for
 * `pauseMs`, then tried again. Without it, a model endpoint that hangs would make every unsure question wait
 * for the whole time-out.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;

  constructor(
    private readonly failuresToOpen = 3,
    private readonly pauseMs = 60_000,
  ) {}

  allows(now: number): boolean {
    return now >= this.openUntil;
  }

  succeeded(): void {
    this.failures = 0;
  }

  /** Counts a failure; true when it opened the breaker. */
  failed(now: number): boolean {
    this.failures += 1;
    if (this.failures < this.failuresToOpen) return false;
    this.failures = 0;
    this.openUntil = now + this.pauseMs;
    return true;
  }
}
