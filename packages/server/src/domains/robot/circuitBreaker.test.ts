import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuitBreaker.js';

describe('CircuitBreaker', () => {
  it('S-RB12 opens after the given failures in a row, for the pause, then lets a call through again', () => {
    const b = new CircuitBreaker(3, 1000);
    expect(b.failed(0)).toBe(false);
    expect(b.failed(0)).toBe(false);
    expect(b.allows(0)).toBe(true);
    expect(b.failed(10)).toBe(true);
    expect(b.allows(500)).toBe(false);
    expect(b.allows(1010)).toBe(true);
  });
  it('S-RB12 forgets failures after a success', () => {
    const b = new CircuitBreaker(2, 1000);
    b.failed(0);
    b.succeeded();
    expect(b.failed(0)).toBe(false);
    expect(b.allows(0)).toBe(true);
  });
});
