import { ApiCode } from '@parley/protocol';
import type { Counters } from '../../platform/http/rateLimit.js';
import { ApiError } from '../../platform/http/envelope.js';

/**
 * Sign-in throttling (issue 18 item 8): failures are counted per account and address, so colleagues behind one
 * office address never slow each other down and the right password from a clean address is not locked out.
 * After FREE_FAILURES in a row the next attempt must wait 1 s, then 2, 4 … up to 15 minutes. An account
 * guessed at from many addresses waits the same way once ACCOUNT_FAILURES are reached, and an address guessing at
 * many accounts once ADDRESS_FAILURES are (issue 34: the address is the one the trusted proxy saw).
 */
const FAILURE_WINDOW_MS = 15 * 60_000;
const FREE_FAILURES = 5;
const ACCOUNT_FAILURES = 50;
const ADDRESS_FAILURES = 30;
const MAX_WAIT_MS = 15 * 60_000;

/** The wait after `failures` failures in a row, with `free` of them free. */
export function waitAfter(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - free));
}

const keys = (email: string, address: string) => ({
  pair: { fails: `signin:fail:${email}:${address}`, wait: `signin:wait:${email}:${address}` },
  account: { fails: `signin:fail:${email}`, wait: `signin:wait:${email}` },
  address: { fails: `signin:fail@${address}`, wait: `signin:wait@${address}` },
});

export async function checkSignIn(counters: Counters, email: string, address: string): Promise<void> {
  const k = keys(email, address);
  const wait = Math.max(
    await counters.remaining(k.pair.wait),
    await counters.remaining(k.account.wait),
    await counters.remaining(k.address.wait),
  );
  if (wait > 0) {
    throw new ApiError(ApiCode.TOO_MANY, `Too many failed sign-ins: try again in ${Math.ceil(wait / 1000)} s`, {
      retryAfter: Math.ceil(wait / 1000),
    });
  }
}

export async function signInFailed(counters: Counters, email: string, address: string): Promise<void> {
  const k = keys(email, address);
  for (const [{ fails, wait }, free] of [
    [k.pair, FREE_FAILURES],
    [k.account, ACCOUNT_FAILURES],
    [k.address, ADDRESS_FAILURES],
  ] as const) {
    const { count } = await counters.hit(fails, FAILURE_WINDOW_MS);
    const ms = waitAfter(count, free);
    if (ms > 0) await counters.hit(wait, ms);
  }
}

export async function signInSucceeded(counters: Counters, email: string, address: string): Promise<void> {
  await counters.reset(keys(email, address).pair.fails);
}
